#!/usr/bin/env python3
"""The committed fuzz corpora, one archive per target (tests/fuzz/corpus/<target>.tar): a plain
tar of the inputs, named by the SHA-1 of their bytes as libFuzzer names them, in name order,
with every date, owner and mode fixed. One file per target instead of thousands, and an archive
git stores as a delta of its previous version after a campaign (uncompressed on purpose: a
compressed one would be new bytes throughout).

    corpus.py unpack ARCHIVE FOLDER [STAMP]   FOLDER emptied, then the inputs written into it
    corpus.py pack FOLDER ARCHIVE             the inputs of FOLDER (files only) as ARCHIVE
    corpus.py add ARCHIVE FILE...             FILE... added (named by their SHA-1), repacked
"""
import hashlib
import io
import os
import shutil
import sys
import tarfile


def read(archive):
    with tarfile.open(archive, "r:") as tar:
        return {m.name: tar.extractfile(m).read() for m in tar.getmembers() if m.isfile()}


def write(archive, inputs):
    tmp = archive + ".tmp"
    with tarfile.open(tmp, "w:", format=tarfile.USTAR_FORMAT) as tar:
        for name in sorted(inputs):
            info = tarfile.TarInfo(name)
            info.size = len(inputs[name])
            info.mtime = 0
            info.mode = 0o644
            info.uname = info.gname = ""
            tar.addfile(info, io.BytesIO(inputs[name]))
    os.replace(tmp, archive)


def main(argv):
    command = argv[1] if len(argv) > 1 else ""
    if command == "unpack" and len(argv) in (4, 5):
        archive, folder = argv[2], argv[3]
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        inputs = read(archive)
        for name, data in inputs.items():
            if "/" in name or name.startswith("."):
                sys.exit(f"{archive}: {name!r} is not a corpus input's name")
            with open(os.path.join(folder, name), "wb") as f:
                f.write(data)
        if len(argv) == 5:
            with open(argv[4], "w") as f:
                f.write(f"{len(inputs)} inputs\n")
        return 0
    if command == "pack" and len(argv) == 4:
        folder, archive = argv[2], argv[3]
        inputs = {}
        for name in os.listdir(folder):
            path = os.path.join(folder, name)
            if os.path.isfile(path):
                with open(path, "rb") as f:
                    inputs[name] = f.read()
        write(archive, inputs)
        print(f"{archive}: {len(inputs)} inputs")
        return 0
    if command == "add" and len(argv) >= 4:
        archive = argv[2]
        inputs = read(archive) if os.path.exists(archive) else {}
        for path in argv[3:]:
            with open(path, "rb") as f:
                data = f.read()
            inputs[hashlib.sha1(data).hexdigest()] = data
        write(archive, inputs)
        return 0
    sys.exit(__doc__)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
