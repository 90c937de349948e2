#!/usr/bin/env python3
"""The example login service under load, with real tools, on 127.0.0.1 only.

First the service once with costs calibrated at start-up (--calibrate 50ms): a user
registers and logs in under them. Then the governor as HTTP (busy_answers: a budget below
the policy refused at start-up; a stored string larger than the budget, and concurrent logins
beyond it with no waiting allowed, answered 503 with Retry-After). Then the load runs.

For each run: a fresh SQLite database; the service started on a free port with a profile's
parameters (by default RFC 9106's second: 64 MiB, t=3, p=4); users seeded, most registered
over HTTP, some written straight into the database with the strings an older system left
(libsodium's $7$ and PHC $scrypt$ strings made by `argon2 --scrypt`, and Argon2i strings of
other costs); then wrk drives POST /login at 64 connections for a fixed time (one request in
ten with a wrong password). Recorded: throughput, p50/p99 latency, answers by status, the
service's peak RSS (VmHWM, reset after seeding) against its footprint before the load, and the
memory governor's counters. Runs alternate governor on (--budget) and off.

Checked in every run: only 200, 401 and 503 answers (no other 5xx), no socket errors or
timeouts, a clean stop on SIGTERM; afterwards no row lost or changed except the migrated ones,
each migrated row Argon2id under the policy, and every older-format user (migrated during the
load or not) still logging in, after which their rows are Argon2id too (and verify with
`argon2 --verify`). With the governor on, the peak RSS stays under the footprint plus the
budget; with it off, it goes past (else this load does not test the governor). With --out, the
full run's verdict on throughput (governed within 10 % of ungoverned, medians) is checked
too, and results.json, results.md and load.svg are written there.

    login_load.py SERVICE ARGON2_CLI WRK_SCRIPT [--seconds 4] [--users 40] [--rounds 1]
                  [--connections 64] [--profile rfc9106-second] [--budget 512M] [--out DIR]
"""
import argparse
import concurrent.futures
import datetime
import json
import os
import platform
import re
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request

# The repository this script lives in: its bench/ gives the commit (source_commit.py) and the
# chart (render_charts.py) of a run's results.
SOURCE_ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
sys.path.insert(0, os.path.join(SOURCE_ROOT, "bench"))

failures = 0


def check(ok, what):
    global failures
    print(("ok   " if ok else "FAIL ") + what, flush=True)
    failures += not ok
    return ok


def post(port, path, **fields):
    data = urllib.parse.urlencode(fields).encode()
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", data=data, timeout=60) as r:
            return r.status, r.read().decode()
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode()


def status_kib(pid, field):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    raise RuntimeError(f"no {field} for {pid}")


def seed_data(cli, users):
    """(name, password, stored string or None: registered over HTTP)."""
    rows = []
    for i in range(users):
        name, password = f"user{i:04d}", f"pw-{i:04d}-{os.urandom(4).hex()}"
        kind = i % 20
        if kind in (1, 2):  # libsodium's $7$ and the PHC $scrypt$ form
            fmt = "libsodium" if kind == 1 else "phc"
            out = subprocess.run([cli, "--scrypt", "14", "8", "1", fmt], input=password.encode(),
                                 capture_output=True, check=True).stdout.decode().strip()
            rows.append((name, password, out))
        elif kind == 3:  # Argon2i with other costs
            out = subprocess.run([cli, os.urandom(8).hex(), "-i", "-t", "3", "-k", "4096", "-e"],
                                 input=password.encode(), capture_output=True,
                                 check=True).stdout.decode().strip()
            rows.append((name, password, out))
        else:
            rows.append((name, password, None))
    return rows


def start(service, db, args):
    proc = subprocess.Popen([service, "--db", db] + args, stdout=subprocess.PIPE, text=True)
    line = proc.stdout.readline()
    m = re.search(r"127\.0\.0\.1:(\d+)", line)
    if not m:
        proc.kill()
        raise RuntimeError(f"the service did not start: {line!r}")
    print("  " + line.strip(), flush=True)
    return proc, int(m.group(1))


def one_run(opts, rows, governed, workdir, index):
    db = os.path.join(workdir, f"run{index}.db")
    args = ["--profile", opts.profile]
    args += ["--memory-budget", opts.budget, "--max-wait", "30s"] if governed else ["--no-governor"]
    proc, port = start(opts.service, db, args)
    label = "governor on" if governed else "governor off"
    try:
        # Seeding: registrations over HTTP (8 at a time), older strings into the database.
        registered = [r for r in rows if r[2] is None]
        with concurrent.futures.ThreadPoolExecutor(8) as pool:
            codes = list(pool.map(lambda r: post(port, "/register", user=r[0], password=r[1])[0],
                                  registered))
        check(codes.count(201) == len(registered), f"{label}: {len(registered)} users registered")
        con = sqlite3.connect(db, timeout=30)
        con.executemany("INSERT INTO users (name, password) VALUES (?, ?)",
                        [(r[0], r[2]) for r in rows if r[2] is not None])
        con.commit()
        before = dict(con.execute("SELECT name, password FROM users"))
        con.close()
        check(post(port, "/login", user=registered[0][0], password=registered[0][1])[0] == 200,
              f"{label}: a registered user logs in")

        footprint_kib = status_kib(proc.pid, "VmRSS")
        with open(f"/proc/{proc.pid}/clear_refs", "w") as f:
            f.write("5")  # resets VmHWM: the peak of the load alone
        users_file = os.path.join(workdir, "users.txt")
        with open(users_file, "w") as f:
            f.writelines(f"{r[0]} {r[1]}\n" for r in rows)
        wrk = subprocess.run(["wrk", "-t2", f"-c{opts.connections}", f"-d{opts.seconds}s",
                              "--timeout", "60s", "-s", opts.wrk_script,
                              f"http://127.0.0.1:{port}", "--", users_file],
                             capture_output=True, text=True)
        line = next((l for l in wrk.stdout.splitlines() if l.startswith("WRK-RESULT ")), None)
        if not check(wrk.returncode == 0 and line is not None, f"{label}: wrk ran"):
            print(wrk.stdout, wrk.stderr)
            return None
        result = json.loads(line[len("WRK-RESULT "):])
        peak_kib = status_kib(proc.pid, "VmHWM")
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/stats", timeout=30) as r:
            stats = json.loads(r.read())

        statuses = {int(k): v for k, v in result["statuses"].items()}
        others = {k: v for k, v in statuses.items() if k not in (200, 401, 503)}
        check(not others, f"{label}: answers only 200, 401, 503 (got {statuses})")
        check(statuses.get(200, 0) > 0, f"{label}: logins succeed under the load")
        wrong = post(port, "/login", user=registered[0][0], password="wrong")[0]
        unknown = post(port, "/login", user="nobody", password=registered[0][1])[0]
        check(wrong == 401 and unknown == 401,
              f"{label}: a wrong password and an unknown user are refused alike ({wrong}, {unknown})")
        errors = result["errors"]
        check(not any(errors.values()), f"{label}: no socket errors or timeouts ({errors})")
        budget_kib = parse_size(opts.budget) // 1024
        if governed:
            check(peak_kib <= footprint_kib + budget_kib,
                  f"{label}: peak RSS {peak_kib // 1024} MiB <= footprint "
                  f"{footprint_kib // 1024} MiB + budget {budget_kib // 1024} MiB")
        else:
            check(peak_kib > footprint_kib + budget_kib,
                  f"{label}: peak RSS {peak_kib // 1024} MiB > footprint "
                  f"{footprint_kib // 1024} MiB + {budget_kib // 1024} MiB (the load needs a "
                  "governor)")

        # The rows: none lost, none changed but the migrated ones.
        con = sqlite3.connect(db, timeout=30)
        after = dict(con.execute("SELECT name, password FROM users"))
        check(sorted(after) == sorted(before), f"{label}: all {len(before)} rows still there")
        policy_prefix = "$argon2id$v=19$m={m},t={t},p={p}$".format(**stats["policy"])
        changed = [n for n in before if after[n] != before[n]]
        legacy = [r for r in rows if r[2] is not None]
        check(all(after[n].startswith(policy_prefix) for n in changed) and
              set(changed) <= {r[0] for r in legacy},
              f"{label}: {len(changed)} of {len(legacy)} older rows migrated during the load, "
              "every changed row one of them and Argon2id under the policy")
        # Every older-format user still logs in; afterwards their rows are the policy's.
        codes = [post(port, "/login", user=r[0], password=r[1])[0] for r in legacy]
        final = dict(con.execute("SELECT name, password FROM users"))
        con.close()
        migrated_ok = all(final[r[0]].startswith(policy_prefix) for r in legacy)
        verified = all(subprocess.run([opts.cli, "--verify", final[r[0]]], input=r[1].encode(),
                                      capture_output=True).stdout == b"Verification ok\n"
                       for r in legacy)
        if not check(codes == [200] * len(legacy) and migrated_ok and verified,
                     f"{label}: all {len(legacy)} older-format users log in, their rows now "
                     "Argon2id under the policy and verified by argon2 --verify"):
            print(f"     answers {codes}; rows {[final[r[0]] for r in legacy]}")
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            code = proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            code = "killed after 20 s"
    check(code == 0, f"{label}: stopped cleanly on SIGTERM (exit {code})")
    seconds = result["duration_us"] / 1e6
    return {
        "governor": governed,
        "requests": result["requests"],
        "seconds": seconds,
        "throughput": result["requests"] / seconds,
        "logins_per_s": statuses.get(200, 0) / seconds,
        "p50_ms": result["p50_us"] / 1000,
        "p99_ms": result["p99_us"] / 1000,
        "max_ms": result["max_us"] / 1000,
        "statuses": statuses,
        "footprint_mib": footprint_kib / 1024,
        "peak_rss_mib": peak_kib / 1024,
        "migrated_during_load": len(changed),
        "governor_counters": {k: stats[k] for k in ("peak_bytes", "admitted", "waits",
                                                     "timeouts", "refusals")},
    }


def calibrated_start(opts, workdir):
    """The service with costs calibrated at start-up: they are within its cap, and a user
    registered under them logs in with a string of exactly those costs."""
    proc, port = start(opts.service, os.path.join(workdir, "calibrated.db"),
                       ["--calibrate", "50ms", "--max-memory", "16M"])
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/stats", timeout=30) as r:
            policy = json.loads(r.read())["policy"]
        registered = post(port, "/register", user="calibrated", password="pw")[0]
        logged_in = post(port, "/login", user="calibrated", password="pw")[0]
        con = sqlite3.connect(os.path.join(workdir, "calibrated.db"), timeout=30)
        (stored,) = con.execute("SELECT password FROM users WHERE name = 'calibrated'").fetchone()
        con.close()
        prefix = "$argon2id$v=19$m={m},t={t},p={p}$".format(**policy)
        check(policy["m"] <= 16 * 1024 and policy["p"] == 1 and registered == 201 and
              logged_in == 200 and stored.startswith(prefix),
              f"calibrated at start-up: {policy}, register {registered}, login {logged_in}")
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=20)


def post_with_headers(port, path, **fields):
    data = urllib.parse.urlencode(fields).encode()
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", data=data, timeout=60) as r:
            return r.status, dict(r.headers)
    except urllib.error.HTTPError as e:
        return e.code, dict(e.headers)


def busy_answers(opts, workdir):
    """The governor as HTTP. A budget below the policy's memory is refused at start-up. Under
    OWASP's costs (19 MiB) and a 64 MiB budget without waiting: a stored string whose memory
    exceeds the budget (128 MiB) is refused at once, and of 64 concurrent logins those beyond
    the budget are turned away; both answer 503 with Retry-After, and the service goes on."""
    p = subprocess.run([opts.service, "--db", os.path.join(workdir, "small.db"), "--profile",
                        "rfc9106-second", "--memory-budget", "32M"], capture_output=True, text=True,
                       timeout=60)
    check(p.returncode == 2 and "budget" in p.stderr,
          f"a budget below the policy's memory: refused at start-up ({p.returncode}, "
          f"{p.stderr.strip()!r})")
    db = os.path.join(workdir, "governed.db")
    proc, port = start(opts.service, db, ["--profile", "owasp", "--memory-budget", "64M",
                                          "--max-wait", "0ms"])
    try:
        check(post(port, "/register", user="someone", password="pw")[0] == 201,
              "a registration under the budget succeeds")
        big = subprocess.run([opts.cli, "somesaltsomesalt", "-id", "-t", "1", "-k", "131072", "-e"],
                             input=b"pw", capture_output=True, check=True).stdout.decode().strip()
        con = sqlite3.connect(db, timeout=30)
        con.execute("INSERT INTO users (name, password) VALUES ('big', ?)", (big,))
        con.commit()
        con.close()
        code, headers = post_with_headers(port, "/login", user="big", password="pw")
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/stats", timeout=30) as r:
            refusals = json.loads(r.read())["refusals"]
        check(code == 503 and headers.get("Retry-After") == "1" and refusals == 1,
              f"a stored string larger than the budget: 503 with Retry-After ({code}, "
              f"{refusals} refusal)")
        with concurrent.futures.ThreadPoolExecutor(32) as pool:
            answers = list(pool.map(lambda _: post_with_headers(port, "/login", user="someone",
                                                                password="pw"), range(64)))
        codes = [a[0] for a in answers]
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/stats", timeout=30) as r:
            timeouts = json.loads(r.read())["timeouts"]
        busy = [a for a in answers if a[0] == 503]
        check(set(codes) <= {200, 503} and 200 in codes and len(busy) > 0 and
              all(a[1].get("Retry-After") == "1" for a in busy) and timeouts == len(busy),
              f"64 logins at once, no waiting: {codes.count(200)} ok, {len(busy)} busy (503 with "
              f"Retry-After), {timeouts} governor time-outs")
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=20)


def parse_size(text):
    m = re.fullmatch(r"(\d+)([KMG]?)", text)
    return int(m.group(1)) << {"": 0, "K": 10, "M": 20, "G": 30}[m.group(2)]


def provenance():
    """When, at which commit, with which command, on what machine: the first line of what the
    run writes (the benchmarks' form, bench/provenance.hpp), taken as the run starts."""
    from source_commit import source_commit  # noqa: E402 (bench/, on sys.path above)
    commit = source_commit(SOURCE_ROOT)
    model = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo")
                  if l.startswith("model name")), platform.machine())
    origin = {"date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
              "commit": commit,
              "command": " ".join([os.path.basename(sys.argv[0])] + sys.argv[1:]),
              "machine": f"{model}, {os.cpu_count()} logical CPUs"}
    origin["sentence"] = (f'Measured {origin["date"]} at commit {commit}: `{origin["command"]}`; '
                          f'{origin["machine"]}.')
    return origin


def write_results(opts, runs, verdict, directory, origin):
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, "results.json"), "w") as f:
        json.dump({"date": origin["date"], "commit": origin["commit"],
                   "command": origin["command"], "machine": origin["machine"],
                   "profile": opts.profile, "budget": opts.budget,
                   "connections": opts.connections, "seconds": opts.seconds,
                   "users": opts.users, "runs": runs, "verdict": verdict}, f, indent=1)
    setting = (f"Profile {opts.profile}, wrk at {opts.connections} connections for "
               f"{opts.seconds} s per run, {opts.users} users, runs alternating governor on "
               f"({opts.budget}, --max-wait 30s) and off.")
    lines = [f'{origin["sentence"]} {setting}', "",
             "| run | governor | requests/s | logins/s | p50 ms | p99 ms | 200 | 401 | 503 | "
             "footprint MiB | peak RSS MiB | waits | timeouts |",
             "| ---: | --- |" + " ---: |" * 11]
    # summary.md, the README's table: the columns a reader of the README needs.
    summary = [f'{origin["sentence"]} {setting} Every column: {directory}/results.md.', "",
               "| run | governor | requests/s | p50 ms | p99 ms | 200 | 401 | 5xx | "
               "footprint MiB | peak RSS MiB |",
               "| ---: | --- |" + " ---: |" * 8]
    for i, r in enumerate(runs, 1):
        s, g = r["statuses"], r["governor_counters"]
        lines.append(f'| {i} | {"on" if r["governor"] else "off"} | {r["throughput"]:.1f} | '
                     f'{r["logins_per_s"]:.1f} | {r["p50_ms"]:.0f} | {r["p99_ms"]:.0f} | '
                     f'{s.get(200, 0)} | {s.get(401, 0)} | {s.get(503, 0)} | '
                     f'{r["footprint_mib"]:.0f} | {r["peak_rss_mib"]:.0f} | '
                     f'{g["waits"] if r["governor"] else "-"} | '
                     f'{g["timeouts"] if r["governor"] else "-"} |')
        server_errors = sum(n for code, n in s.items() if int(code) >= 500)
        summary.append(f'| {i} | {"on" if r["governor"] else "off"} | {r["throughput"]:.1f} | '
                       f'{r["p50_ms"]:.0f} | {r["p99_ms"]:.0f} | {s.get(200, 0)} | '
                       f'{s.get(401, 0)} | {server_errors} | {r["footprint_mib"]:.0f} | '
                       f'{r["peak_rss_mib"]:.0f} |')
    lines += ["", verdict["text"], ""]
    summary += ["", verdict["text"], ""]
    with open(os.path.join(directory, "results.md"), "w") as f:
        f.write("\n".join(lines))
    with open(os.path.join(directory, "summary.md"), "w") as f:
        f.write("\n".join(summary))
    from render_charts import bar_chart  # noqa: E402 (bench/, on sys.path above)
    # Peak RSS per run, on one scale, against the bound the governor keeps to (dashed).
    bound = statistics.median(r["footprint_mib"] for r in runs) + parse_size(opts.budget) / 2**20
    items = [(f'run {i}, governor {"on" if r["governor"] else "off"}', r["peak_rss_mib"],
              "#1f77b4" if r["governor"] else "#d62728") for i, r in enumerate(runs, 1)]
    with open(os.path.join(directory, "load.svg"), "w") as f:
        f.write(bar_chart(f"login-service under wrk: peak RSS, MiB ({opts.connections} connections)",
                          f'{origin["date"]}; {origin["machine"]}; {opts.profile}; dashed: '
                          f"footprint + budget "
                          f"{opts.budget} = {bound:.0f} MiB", [("peak RSS", items)],
                          lambda v: f"{v:.0f} MiB", reference_line=bound))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("service")
    ap.add_argument("cli")
    ap.add_argument("wrk_script")
    ap.add_argument("--seconds", type=int, default=4)
    ap.add_argument("--users", type=int, default=40)
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--connections", type=int, default=64)
    ap.add_argument("--profile", default="rfc9106-second")
    ap.add_argument("--budget", default="512M")
    ap.add_argument("--out")
    opts = ap.parse_args()
    origin = provenance()

    rows = seed_data(opts.cli, opts.users)
    runs = []
    with tempfile.TemporaryDirectory() as workdir:
        calibrated_start(opts, workdir)
        busy_answers(opts, workdir)
        for round_ in range(opts.rounds):
            for governed in (True, False):
                print(f"round {round_ + 1}, governor {'on' if governed else 'off'}:", flush=True)
                run = one_run(opts, rows, governed, workdir, len(runs))
                if run is None:
                    return 1
                runs.append(run)
                print("  " + json.dumps({k: run[k] for k in ("throughput", "p50_ms", "p99_ms",
                                                             "statuses", "footprint_mib",
                                                             "peak_rss_mib")}), flush=True)
    on = statistics.median(r["throughput"] for r in runs if r["governor"])
    off = statistics.median(r["throughput"] for r in runs if not r["governor"])
    peak_on = max(r["peak_rss_mib"] for r in runs if r["governor"])
    peak_off = max(r["peak_rss_mib"] for r in runs if not r["governor"])
    bound = max(r["footprint_mib"] for r in runs) + parse_size(opts.budget) / 2**20
    verdict = {"governed_over_ungoverned": on / off,
               "text": f"Throughput, governor on over off (medians): {on:.1f} / {off:.1f} = "
                       f"{on / off:.2f}. Peak RSS: at most {peak_on:.0f} MiB with the governor "
                       f"(footprint + budget: {bound:.0f} MiB), up to {peak_off:.0f} MiB "
                       "without. 5xx answers other than 503: none (checked in every run)."}
    print(verdict["text"])
    if opts.out:
        check(on >= 0.9 * off, "throughput with the governor within 10 % of without (or above)")
        write_results(opts, runs, verdict, opts.out, origin)
    print(f"{failures} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
