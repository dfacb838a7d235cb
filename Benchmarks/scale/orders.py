#!/usr/bin/env python3
"""What an order of measuring can reach: replays a cold run's candidates under other promises (issue 23).

    python3 Benchmarks/scale/orders.py [--bin DIR] [--since daily|weekly] [--source auto|search]
                                       [--days N] [--day D] [--histories K] [--save F | --load F]

Starts Benchmarks/scale/standin.py (0 ms latency), runs one cold
`trending --scope all --json --limit 1000` on each of the N world days ending on D (12:00 UTC), and
keeps every candidate it listed with the stand-in's true gains. It then replays the tool's measuring
order (repos created in the window cost nothing; the period's page rows first, in page order, then the
other pages' rows, then the rest by a promise; K histories) under each promise below, and prints the
mean recall@25 of each, the tool's own figure, and the ceiling: every candidate measured, which no
order can pass. --save keeps the runs as JSON, --load replays saved runs without the tool.
"""
import argparse
import calendar
import json
import math
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

PROMISES = [("stars per day of age", lambda s, a: s / a)]
PROMISES += [("faded, half at %d days" % t, (lambda t: lambda s, a: s / (a + a * a / t))(t)) for t in (10, 20, 40, 80)]
PROMISES += [("stars / age^%g" % p, (lambda p: lambda s, a: s / a ** p)(p)) for p in (1.25, 1.5, 2)]
PROMISES += [("stars per day of age x exp(-age/%d)" % t, (lambda t: lambda s, a: s / a * math.exp(-a / t))(t)) for t in (14, 30, 60)]


def seconds(text):
    return calendar.timegm(time.strptime(text, "%Y-%m-%dT%H:%M:%SZ"))


def collect(args):
    port_file = tempfile.mktemp(prefix="standin-port-")
    server = subprocess.Popen([sys.executable, os.path.join(HERE, "standin.py"), "--latency-ms", "0",
                               "--port-file", port_file], stdout=subprocess.DEVNULL)
    try:
        while not os.path.exists(port_file) or not open(port_file).read().strip():
            if server.poll() is not None:
                sys.exit("orders.py: the stand-in did not start")
            time.sleep(0.1)
        port = int(open(port_file).read())

        def get(path):
            with urllib.request.urlopen("http://127.0.0.1:%d%s" % (port, path), timeout=600) as r:
                return json.loads(r.read())

        runs = []
        for day in range(args.day - args.days + 1, args.day + 1):
            now = T0 + day * DAY + 12 * 3600
            get("/_standin/clock?now=%d" % now)
            get("/_standin/reset")
            home = tempfile.mkdtemp(prefix="orders-")
            env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home, "NO_COLOR": "1",
                   "XDG_CACHE_HOME": home + "/cache", "XDG_STATE_HOME": home + "/state",
                   "XDG_CONFIG_HOME": home + "/config", "TRENDING_NOW": str(now)}
            done = subprocess.run([os.path.join(args.bin, "trending"), "--scope", "all", "--since", args.since,
                                   "--source", args.source, "--json", "--limit", "1000",
                                   "--api-url", "http://127.0.0.1:%d" % port], env=env, capture_output=True, text=True)
            if done.returncode != 0:
                sys.exit("orders.py: trending exited %d on day %d: %s" % (done.returncode, day, done.stderr.strip()))
            runs.append({"day": day, "now": now, "rows": json.loads(done.stdout),
                         "truth": [t["full_name"].lower() for t in get("/_standin/truth?since=%s&n=25" % args.since)]})
            print("day %d: %d candidates" % (day, len(runs[-1]["rows"])), file=sys.stderr)
        return runs
    finally:
        server.kill()


def replay(runs, promise, histories, window_days):
    found = 0
    for run in runs:
        now, top = run["now"], set(run["truth"])
        rows = run["rows"]
        free = [r for r in rows if seconds(r["created_at"]) >= now - window_days * DAY]
        paid = [r for r in rows if seconds(r["created_at"]) < now - window_days * DAY]
        page = sorted((r for r in paid if r.get("page_rank") is not None), key=lambda r: r["page_rank"])
        recent = [r for r in paid if r.get("page_rank") is None and "recent" in r["discovered_by"]]
        rest = [r for r in paid if r.get("page_rank") is None and "recent" not in r["discovered_by"]]
        rest.sort(key=lambda r: -promise(r["stars"], max(1.0, (now - seconds(r["created_at"])) / DAY)))
        measured = free + (page + recent + rest)[:histories]
        found += sum(1 for r in measured if r["full_name"].lower() in top)
    return found / (25.0 * len(runs))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", default=os.path.join(ROOT, ".build", "release"))
    ap.add_argument("--since", choices=["daily", "weekly"], default="daily")
    ap.add_argument("--source", choices=["auto", "search"], default="auto")
    ap.add_argument("--days", type=int, default=10)
    ap.add_argument("--day", type=int, default=60)
    ap.add_argument("--histories", type=int, default=50, help="histories a run may ask (50 without a token)")
    ap.add_argument("--save")
    ap.add_argument("--load")
    args = ap.parse_args()
    runs = json.load(open(args.load)) if args.load else collect(args)
    if args.save:
        with open(args.save, "w") as f:
            json.dump(runs, f)
    window_days = 1 if args.since == "daily" else 7
    tool = sum(len(set(r["full_name"].lower() for r in run["rows"][:25]) & set(run["truth"])) for run in runs)
    ceiling = sum(len(set(r["full_name"].lower() for r in run["rows"]) & set(run["truth"])) for run in runs)
    print("cold %s --source %s, %d days ending on day %d, %d histories" % (args.since, args.source, len(runs), args.day, args.histories))
    print("  %-48s %.3f" % ("the tool's own list", tool / (25.0 * len(runs))))
    for name, promise in PROMISES:
        print("  %-48s %.3f" % ("replayed: " + name, replay(runs, promise, args.histories, window_days)))
    print("  %-48s %.3f" % ("every candidate measured (the ceiling)", ceiling / (25.0 * len(runs))))


if __name__ == "__main__":
    main()
