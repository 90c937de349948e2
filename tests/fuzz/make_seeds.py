#!/usr/bin/python3
"""Adds the seeds to the committed corpus (tests/fuzz/corpus/<target>.tar): PHC strings from the
reference's vectors (tests/data) and small ones made with Debian's argon2-cffi (the reference C), broken variants
of them, and deterministic pseudo-random inputs for the structured targets. What campaigns
merged there stays; each seed is named by the SHA-1 of its bytes, as libFuzzer names corpus
files, so a seed already there (or kept by a merge) is not added twice. Run it when the seeds
change: /usr/bin/python3 tests/fuzz/make_seeds.py [TEST_DATA]"""
import hashlib
import os
import random
import sys

import argon2.low_level as ll

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus  # noqa: E402 (beside this script)

here = os.path.dirname(os.path.abspath(__file__))
test_data = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, '..', 'data')
rng = random.Random(20261130)


def write(target, seeds):
    archive = os.path.join(here, 'corpus', target + '.tar')
    inputs = corpus.read(archive) if os.path.exists(archive) else {}
    for seed in seeds:
        inputs[hashlib.sha1(seed).hexdigest()] = seed
    corpus.write(archive, inputs)


def table(name):
    with open(os.path.join(test_data, name)) as f:
        rows = [line.rstrip('\n').split('\t') for line in f]
    return [dict(zip(rows[0], r)) for r in rows[1:]]


vector_strings = [r['encoded'].encode() for r in table('vectors-hash.tsv')]
vector_strings += [r['encoded'].encode() for r in table('vectors-verify-errors.tsv')]

# Small strings the fuzzer can afford to verify, from the reference through argon2-cffi.
small = []
for kind, t in ((ll.Type.D, 1), (ll.Type.I, 2), (ll.Type.ID, 3)):
    for version in (16, 19):
        for lanes in (1, 2, 4):
            small.append(ll.hash_secret(b'password', b'somesaltsomesalt', t, 8 * lanes * 2, lanes,
                                        16 + 4 * lanes, kind, version))


def broken(s):
    s = bytearray(s)
    how = rng.randrange(4)
    i = rng.randrange(len(s))
    if how == 0:
        s[i] = rng.randrange(256)
    elif how == 1:
        del s[i]
    elif how == 2:
        s.insert(i, rng.choice(b'$,=0-+AZaz/'))
    else:
        s = s[:i]
    return bytes(s)


strings = vector_strings + small + [broken(s) for s in small + vector_strings for _ in range(2)]
write('phc_decode', strings)
write('verify', [bytes([8]) + b'password' + s for s in small] +
      [bytes([5]) + b'wrong' + s for s in small[:4]] +
      [bytes([rng.randrange(9)]) + b'password' + broken(s) for s in small])
write('params', [bytes(rng.randrange(256) for _ in range(n)) for n in (8, 16, 24, 40, 64, 96) for _ in range(6)])
write('differential', [bytes(rng.randrange(256) for _ in range(n)) for n in (16, 48, 96, 160, 320) for _ in range(6)])
write('capi', [bytes([k]) + bytes(rng.randrange(256) for _ in range(n)) for k in range(4)
               for n in (16, 48, 120) for _ in range(3)] +
      [bytes([1, 0, 8]) + b'password' + s for s in small[:6]] +
      # The message table on our two extension codes, -36 and -37 (a finding of the CI run's
      # fuzzer, before the harness knew the reference calls them unknown).
      [bytes([3]) + (code & 0xFFFFFFFF).to_bytes(4, 'big') + bytes(6) for code in (-36, -37)] +
      # argon2_verify on a salt with bytes above 0x7F, which the reference reads as '/' (a
      # finding of the same kind: the reference gives -2 there, ours -32).
      [bytes([0x29, 0x19, 0xff, 0x01, 0x00, 0x08]) + b'password' +
       b'$argon2d$v=16$m=16,t=1,p=1$c29tZXNhb\x9f\xefzb21lc2FsdA$mw#VkEs2U/8'] +
      # The memory governor's codes, -38 and -39 (a finding of the first run with them: the
      # harness's list of our extensions predated them), and -40 (a malformed budget).
      [bytes([3]) + (code & 0xFFFFFFFF).to_bytes(4, 'big') + bytes(6) for code in (-38, -39, -40)])

# scrypt strings (both formats) small enough to verify, made with Python's hashlib (OpenSSL),
# and broken variants of them.
import base64
import hashlib

ITOA64 = b"./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def crypt64(data):
    out = bytearray()
    for i in range(0, len(data), 3):
        chunk = data[i:i + 3]
        value = int.from_bytes(chunk, 'little')
        for _ in range(len(chunk) + 1 if len(chunk) < 3 else 4):
            out.append(ITOA64[value & 63])
            value >>= 6
    return bytes(out)


def b64(data):
    return base64.b64encode(data).rstrip(b'=')


scrypt_strings = []
for ln, r, p in ((1, 1, 1), (4, 1, 2), (6, 2, 1), (8, 1, 1)):
    salt = bytes(rng.randrange(256) for _ in range(16))
    dk = hashlib.scrypt(b'password', salt=salt, n=1 << ln, r=r, p=p, dklen=32)
    scrypt_strings.append(b'$scrypt$ln=%d,r=%d,p=%d$' % (ln, r, p) + b64(salt) + b'$' + b64(dk))
    salt_text = crypt64(salt)
    dk = hashlib.scrypt(b'password', salt=salt_text, n=1 << ln, r=r, p=p, dklen=32)
    u30 = lambda v: bytes(ITOA64[(v >> (6 * i)) & 63] for i in range(5))
    scrypt_strings.append(b'$7$' + bytes([ITOA64[ln]]) + u30(r) + u30(p) + salt_text + b'$' + crypt64(dk))
write('scrypt_decode', scrypt_strings + [broken(s) for s in scrypt_strings for _ in range(3)])

# Salsa20 and scrypt against libsodium: structured inputs (the first bytes pick the kernel set,
# the variant, the counter or the costs), pseudo-random.
write('salsa20', [bytes(rng.randrange(256) for _ in range(n)) for n in (16, 48, 80, 200, 600) for _ in range(4)])
write('scrypt', [bytes(rng.randrange(256) for _ in range(n)) for n in (24, 48, 96) for _ in range(4)])
