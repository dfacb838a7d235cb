#!/usr/bin/env python3
"""Recall, request counts and wall time of `trending --scope all` against the scale stand-in (issue 23).

    python3 Benchmarks/scale/recall.py [--bin DIR] [--repos N] [--latency-ms MS] [--warm-days N]
                                       [--token] [--smoke] [--cold-days N] [--cold-only]
                                       [--source auto|search]

Starts Benchmarks/scale/standin.py, then for each source (`auto`, i.e. the page then search, and
`search` alone when `trending --help` knows --source) runs
`trending --scope all --since daily|weekly --json --limit 25 --api-url http://127.0.0.1:PORT`:
- cold: fresh XDG_CACHE_HOME / XDG_STATE_HOME / XDG_CONFIG_HOME, on world day 60 at 12:00 UTC;
- warm: one daily run a day for --warm-days days ending on that day (the tool's TRENDING_NOW and the
  stand-in's clock move together), then the figures of the last day's run, then a weekly run a
  minute later (the daily run spent the minute's searches), a rerun (+2 min, everything cached),
  then one with --refresh (+3 min, everything revalidated: the page and histories with their
  validators, the searches afresh).
With --cold-days N, the cold runs are repeated on the N world days ending on that day, and the
mean of each (source, period) is printed: one day's 25 rows move recall in steps of 0.04.
Reports recall@25 against the stand-in's ground truth (the true top 25 by stars gained in the window),
the page, search and history requests of each run (304s apart) and wall time. Exits 0 when the harness
ran, whatever the targets say; 1 if a run of trending failed.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
T0 = 1788220800  # the stand-in's day 0, 2026-09-01T00:00:00Z
DAY = 86400


def get(port, path):
    with urllib.request.urlopen("http://127.0.0.1:%d%s" % (port, path), timeout=600) as r:
        return json.loads(r.read())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", default=os.path.join(ROOT, ".build", "release"))
    ap.add_argument("--repos", type=int, default=300_000)
    ap.add_argument("--risers", type=int, default=600)
    ap.add_argument("--latency-ms", type=float, default=100)
    ap.add_argument("--warm-days", type=int, default=7)
    ap.add_argument("--day", type=int, default=60)
    ap.add_argument("--token", action="store_true", help="run with GITHUB_TOKEN set (30 searches a minute)")
    ap.add_argument("--source", choices=["auto", "search"], help="this source alone (default: both)")
    ap.add_argument("--cold-only", action="store_true", help="the cold runs alone, no warm ones")
    ap.add_argument("--cold-days", type=int, default=1, help="cold runs on this many days ending on --day; prints the means")
    ap.add_argument("--smoke", action="store_true", help="a tiny world, 2 warm days: proves the harness")
    args = ap.parse_args()
    if args.smoke:
        args.repos, args.risers, args.warm_days = 20_000, 80, 2
    trending = os.path.join(args.bin, "trending")
    if not os.access(trending, os.X_OK):
        sys.exit("recall.py: no built trending at %s (swift build -c release)" % trending)
    help_text = subprocess.run([trending, "--help"], capture_output=True, text=True).stdout
    sources = ["auto", "search"] if "--source" in help_text else [None]
    if args.source and sources != [None]:
        sources = [args.source]

    port_file = tempfile.mktemp(prefix="standin-port-")
    server = subprocess.Popen([sys.executable, os.path.join(HERE, "standin.py"), "--repos", str(args.repos),
                               "--risers", str(args.risers), "--latency-ms", str(args.latency_ms),
                               "--port-file", port_file], stdout=subprocess.DEVNULL)
    failed = False
    try:
        for _ in range(600):
            if os.path.exists(port_file):
                break
            if server.poll() is not None:
                sys.exit("recall.py: the stand-in did not start")
            time.sleep(0.1)
        port = int(open(port_file).read())
        print("stand-in: %d repos, %d risers, %g ms latency a request, port %d; trending: %s; token: %s"
              % (args.repos, args.risers, args.latency_ms, port, trending, "yes" if args.token else "no"))

        def run(source, since, now, home, extra=()):
            get(port, "/_standin/clock?now=%d" % now)
            get(port, "/_standin/reset")
            env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home, "LANG": "C.UTF-8",
                   "XDG_CACHE_HOME": os.path.join(home, "cache"), "XDG_STATE_HOME": os.path.join(home, "state"),
                   "XDG_CONFIG_HOME": os.path.join(home, "config"), "XDG_DATA_HOME": os.path.join(home, "data"),
                   "TRENDING_NOW": str(now), "NO_COLOR": "1"}
            if args.token:
                env["GITHUB_TOKEN"] = "standin-token"
            cmd = [trending, "--scope", "all", "--since", since, "--json", "--limit", "25",
                   "--api-url", "http://127.0.0.1:%d" % port]
            if source:
                cmd += ["--source", source]
            cmd += list(extra)
            start = time.monotonic()
            p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=900)
            wall = time.monotonic() - start
            stats = get(port, "/_standin/stats")
            truth = [x["full_name"].lower() for x in get(port, "/_standin/truth?since=%s&n=25" % since)]
            try:
                rows = json.loads(p.stdout) if p.returncode == 0 else []
            except ValueError:
                rows = []
            found = {r["full_name"].lower() for r in rows}
            result = {
                "source": source or "default", "since": since, "exit": p.returncode,
                "recall": len(found & set(truth)) / len(truth), "rows": len(rows),
                "page": stats.get("page", 0), "search": stats.get("search", 0),
                "history": stats.get("history", 0), "history_304": stats.get("history_304", 0),
                "detail": stats.get("detail", 0), "page_with_token": stats.get("page_with_token", 0),
                "wall": wall, "standin_ms": stats.get("service_ms", 0), "stderr": p.stderr.strip().splitlines()[-3:],
            }
            return result

        def show(label, r):
            nonlocal failed
            print("%-34s recall@25 %.2f  rows %2d  page %d  search %2d  history %3d (304: %d)  detail %d  %6.2f s (stand-in compute %.2f s)  exit %d"
                  % (label, r["recall"], r["rows"], r["page"], r["search"], r["history"], r["history_304"],
                     r["detail"], r["wall"], r["standin_ms"] / 1000, r["exit"]))
            if r["exit"] != 0:
                failed = True
                for line in r["stderr"]:
                    print("    stderr: " + line)
            elif r["stderr"]:
                for line in r["stderr"]:
                    print("    notice: " + line)
            if r["page_with_token"]:
                print("    !! the page was asked with the API token")
            sys.stdout.flush()

        now = T0 + args.day * DAY + 12 * 3600
        results = []
        for source in sources:
            for since in ("daily", "weekly"):
                recalls = []
                for back in range(args.cold_days - 1, -1, -1):
                    with tempfile.TemporaryDirectory(prefix="trending-scale-") as home:
                        r = run(source, since, now - back * DAY, home)
                        day = " (day %d)" % (args.day - back) if args.cold_days > 1 else ""
                        show("cold %s --source %s%s" % (since, source or "-", day), r)
                        results.append(("cold", r))
                        recalls.append(r["recall"])
                if args.cold_days > 1:
                    print("cold %s --source %s: mean recall@25 over days %d-%d: %.3f (lowest %.2f)"
                          % (since, source or "-", args.day - args.cold_days + 1, args.day,
                             sum(recalls) / len(recalls), min(recalls)))
            if args.cold_only:
                continue
            with tempfile.TemporaryDirectory(prefix="trending-scale-") as home:
                for day in range(args.warm_days - 1, -1, -1):
                    r = run(source, "daily", now - day * DAY, home)
                    if day == 0:
                        show("warm daily (day %d of %d) --source %s" % (args.warm_days, args.warm_days, source or "-"), r)
                        results.append(("warm", r))
                # A minute on: the daily run spent the minute's searches, and the tool keeps to
                # GitHub's limit across runs, as GitHub itself would hold it to it.
                r = run(source, "weekly", now + 60, home)
                show("warm weekly (+1 min) --source %s" % (source or "-"), r)
                results.append(("warm", r))
                r = run(source, "daily", now + 120, home)
                show("warm daily rerun (+2 min) --source %s" % (source or "-"), r)
                results.append(("rerun", r))
                # Everything cached, everything asked again: the page and histories with their
                # validators (304s), the searches (which have none) afresh.
                r = run(source, "daily", now + 180, home, extra=["--refresh"])
                show("warm daily revalidated (+3 min, --refresh) --source %s" % (source or "-"), r)
                results.append(("revalidated", r))
        print()
        print("targets: page daily and weekly recall >= 0.9; search alone daily >= 0.5; cold daily <= 1 page,"
              " <= 20 searches, <= 60 history; at 100 ms latency cold <= 8 s, warm <= 4 s")
        print(json.dumps([dict(kind=k, **{x: y for x, y in r.items() if x != "stderr"}) for k, r in results]))
    finally:
        server.terminate()
        server.wait()
        if os.path.exists(port_file):
            os.remove(port_file)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
