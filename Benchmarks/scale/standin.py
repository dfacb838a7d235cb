#!/usr/bin/env python3
"""A scale stand-in of GitHub for the recall benchmark of `trending --scope all` (issue 23).

    python3 Benchmarks/scale/standin.py [--repos N] [--risers N] [--seed S] [--latency-ms MS] [--port-file F]

Python 3 standard library only. Binds 127.0.0.1 on port 0 and prints the port (and writes it to
--port-file when given). The world is synthetic and deterministic for a seed:

- N repos (default 300,000) with a power-law star distribution (Pareto, alpha 1.05, 50 stars and up),
  creation dates over ten years (more young repos than old), languages by a skewed weight table and a
  push schedule (each repo pushes every k days; `pushed_at` follows the stand-in's clock).
- Every repo gains stars every day over DAYS (70) days: background repos at a steady rate with a
  per-repo phase (so the star count and the history agree exactly); a few hundred risers of all ages
  and sizes get bursts of hundreds to thousands of stars a day that start on some day and decay.

Modelling choices, each meant to be like GitHub, not to suit the tool (Benchmarks/RESULTS.md):
- A background repo (not rising) younger than a year grows a few stars a day: at most YOUNG_RATE (5)
  stars a day of age. One drawn with more stars is as old as they need (a year or more; an older
  repo may hold up to 150 stars a day of age: it went viral long ago). On GitHub a young repo with
  many stars got them by rising; the issue's own stand-in, built on GitHub's real trending archive,
  found half the day's top 25 with young-by-age searches alone. (Before 2026-11-26 young repos
  could hold 150 stars a day of age and grew up to 60 a day, and a search's `stars:` filter and
  order counted repos born inside the world from day 0: the biggest young repos were mostly not
  rising, the opposite of GitHub.)
- Risers: half are young, created 0 to 10 days before their first burst begins (many trending repos
  are new); the other half are any repo of the world. A third push only every 3 to 9 days, so about a
  third of a day's trending repos were not pushed that day (issue 23).
- The trending page is GitHub-like, not the top by gain: from the period's 200 top gainers, 12% held
  back each day ("logic to prevent star farming"; drawn per repo and day, since GitHub does not say
  how it works), the rest weighted by relative growth, noise, and how new the rise is (FRESHNESS: a
  repo that gained as much in the window before weighs half), so repos leave the page while they
  still gain. Its daily page still shares about 19 of its 25 rows with the true top 25 (GitHub's
  shared 4 to 14 on the archived days the issue cites): it is kinder than GitHub's here.
- The clock: the world's day 0 is 2026-09-01T00:00Z; the stand-in's "now" is set with
  `GET /_standin/clock?now=EPOCH` (the driver sets it to the TRENDING_NOW it gives the tool).

Endpoints (GitHub's shapes and limits):
- `GET /search/repositories?q=...&sort=stars&order=desc&per_page=&page=`: the qualifiers repo:O/R (ORed), created:,
  pushed: (>, >=, <, <=, A..B with dates or ISO instants), stars: (>=N, >N, <N, A..B), language:,
  topic:, fork:, archived:; sorted by stars desc; `total_count`, `incomplete_results`, `items`;
  the 1,000-result cap (422 past it); Link rel="next"/"last"; search rate limit 10 a minute without
  a token, 30 with one (x-ratelimit-* headers, 403 when exceeded).
- `GET /repos/O/R` (detail) and `GET /repos/O/R/stargazers/history?per_page=W&page=P`: weeks newest
  first, Sunday-started UTC weeks, 7 days each, today's bucket live (pro rata), future days zero;
  ETag and If-None-Match (304). Core limit 60 an hour without a token, 5,000 with.
- `GET /trending[/LANG]?since=daily|weekly|monthly`: 25 rows in the 2026 `article.Box-row` markup;
  GitHub-like order, not by gain: stars in the period weighted by relative growth, how new the rise
  is and noise, and some top gainers held back as "suspected farming". ETag / 304. Never counts
  against API limits.
- `GET /_standin/stats` (request counts since the last reset, JSON), `GET /_standin/reset`,
  `GET /_standin/truth?since=daily|weekly&n=25` (the true top N by stars gained in the window
  ending at "now", linearly interpolated inside today's and the window's first day).

--latency-ms sleeps that long before every answer (not for /_standin/*).
"""
import argparse
import bisect
import hashlib
import heapq
import html
import json
import math
import random
import re
import socket
import sys
import threading
import time
import http.server
import urllib.parse
from array import array

DAY = 86400
T0 = 1788220800  # 2026-09-01T00:00:00Z
DAYS = 70
YOUNG_DAYS = 365  # a background repo younger than this...
YOUNG_RATE = 5.0  # ...has at most this many stars a day of age
FRESHNESS = 1.0  # how much the page favours a rise that is new (see World.page_rows)
LANGS = [("JavaScript", 14), ("Python", 14), ("TypeScript", 11), ("Java", 8), ("Go", 6), ("C++", 5),
         ("Rust", 5), ("C", 4), ("C#", 4), ("PHP", 4), ("Shell", 3), ("Ruby", 3), ("Swift", 2),
         ("Kotlin", 2), ("Jupyter Notebook", 3), ("HTML", 3), ("Dart", 1), ("Zig", 1), (None, 7)]
TOPICS = ["cli", "ai", "llm", "web", "database", "game", "security", "devops", "ml", "tooling"]
COLORS = {"Python": "#3572A5", "Rust": "#dea584", "Go": "#00ADD8", "JavaScript": "#f1e05a"}


def iso(t):
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(t))


def parse_time(text, upper=False):
    """A date (start of that day, or the end of it when `upper`) or an ISO 8601 instant."""
    text = text.strip()
    m = re.fullmatch(r"(\d{4})-(\d\d)-(\d\d)(?:T(\d\d):(\d\d)(?::(\d\d))?(?:\.\d+)?(Z|[+-]\d\d:?\d\d)?)?", text)
    if not m:
        raise ValueError(text)
    y, mo, d = int(m[1]), int(m[2]), int(m[3])
    import calendar
    base = calendar.timegm((y, mo, d, 0, 0, 0))
    if m[4] is None:
        return base + (DAY if upper else 0)
    t = base + int(m[4]) * 3600 + int(m[5]) * 60 + int(m[6] or 0)
    tz = m[7]
    if tz and tz != "Z":
        sign = 1 if tz[0] == "+" else -1
        digits = tz[1:].replace(":", "")
        t -= sign * (int(digits[:2]) * 3600 + int(digits[2:]) * 60)
    return t


class World:
    def __init__(self, n, risers, seed):
        rnd = random.Random(seed)
        self.n = n
        self.stars0 = array("i", bytes(4 * n))
        self.rate = array("f", bytes(4 * n))  # background stars a day
        self.phase = array("f", bytes(4 * n))
        self.created = array("i", bytes(4 * n))
        self.lang = array("b", bytes(n))
        self.topic = array("b", bytes(n))
        self.push_every = array("b", bytes(n))
        self.push_phase = array("b", bytes(n))
        lang_table = []
        for idx, (_, w) in enumerate(LANGS):
            lang_table += [idx] * w
        now_end = T0 + DAYS * DAY
        for i in range(n):
            u = rnd.random()
            stars = int(50 / ((1.0 - u) ** (1 / 1.05)))
            stars = min(stars, 450_000)
            # young repos are more common: age in days ~ 3650 * v^1.6. A repo younger than a year that
            # is not rising grows a few stars a day (YOUNG_RATE a day of age at most): one drawn with
            # more stars is as old as they need (a year or more: then it may have gone viral long ago,
            # at most 150 stars a day of age).
            age = 3650 * rnd.random() ** 1.6 + 1
            at_start = age - DAYS  # its age on day 0, when it has stars0
            if 0 < at_start < YOUNG_DAYS and stars > YOUNG_RATE * at_start:
                age = DAYS + min(3650.0, stars / YOUNG_RATE * rnd.uniform(1.0, 1.5))
            stars = max(50, min(stars, int(age * 150)))
            self.stars0[i] = stars
            self.created[i] = int(now_end - age * DAY)
            if self.created[i] >= T0:  # born inside the world: every star comes from its daily gains
                self.stars0[i] = 0
            # background rate: a small share of the stars a day, more for young repos
            self.rate[i] = min(60.0, stars * rnd.uniform(0.00005, 0.0012) * (3.0 if age < 365 else 1.0))
            if self.created[i] >= T0:  # young and not rising: a few stars a day
                self.rate[i] = min(YOUNG_RATE, stars / age) * rnd.uniform(0.2, 1.0)
            self.phase[i] = rnd.random()
            self.lang[i] = lang_table[rnd.randrange(len(lang_table))]
            self.topic[i] = rnd.randrange(len(TOPICS) + 4)  # >= len(TOPICS): no topic
            self.push_every[i] = rnd.choice((1, 1, 2, 3, 7, 14, 30, 60, 120))
            self.push_phase[i] = rnd.randrange(120)
        # risers: bursts of stars; all ages and sizes
        self.bursts = {}  # index -> list of (start_day, peak, tau_days, ramp_days)
        chosen = set()
        while len(chosen) < risers:
            chosen.add(rnd.randrange(n))
        for k, i in enumerate(sorted(chosen)):
            bursts = []
            for _ in range(1 + (rnd.random() < 0.3)):
                start = rnd.randrange(-10, DAYS)
                peak = int(80 * (1.0 - rnd.random()) ** (-1 / 1.2))
                peak = min(peak, 8000)
                bursts.append((start, peak, rnd.uniform(1.0, 12.0), rnd.choice((0, 0, 1, 2, 3))))
            self.bursts[i] = bursts
            if k % 2 == 0:  # half are young: created 0 to 10 days before their first burst begins
                first = min(start - ramp for start, _, _, ramp in bursts)
                self.created[i] = T0 + (first - rnd.randrange(0, 11)) * DAY + rnd.randrange(DAY)
                self.stars0[i] = 0 if self.created[i] >= T0 else rnd.randrange(0, 50)
                self.rate[i] = 0.5
            if k % 3 == 0:
                self.push_every[i] = rnd.randrange(3, 10)
            else:
                self.push_every[i] = 1
        self.riser_list = sorted(self.bursts)
        self.by_rate = sorted((i for i in range(n) if i not in self.bursts), key=lambda i: -self.rate[i])
        self.top_cache = {}
        self.days_cache = {}

    # --- names ---------------------------------------------------------------------------------
    def name(self, i):
        return "o%d" % (i // 3), "repo-%d" % i

    def index(self, owner, repo):
        m = re.fullmatch(r"repo-(\d+)", repo)
        if not m or not re.fullmatch(r"o\d+", owner):
            return None
        i = int(m[1])
        if i >= self.n or owner.lower() != "o%d" % (i // 3):
            return None
        return i

    # --- stars ---------------------------------------------------------------------------------
    def burst_day(self, i, d):
        total = 0.0
        for start, peak, tau, ramp in self.bursts.get(i, ()):
            if d < start - ramp:
                continue
            if d < start:
                total += peak * (d - start + ramp + 1) / (ramp + 1) * 0.5
            else:
                total += peak * math.exp(-(d - start) / tau)
        return int(total)

    def day_gain(self, i, d):
        """Stars given on world day d (whole day)."""
        if d < 0 or d >= DAYS + 400:
            return 0
        if self.created[i] >= T0 + (d + 1) * DAY:
            return 0
        r, p = self.rate[i], self.phase[i]
        g = int(math.floor(r * (d + 1) + p) - math.floor(r * d + p))
        if i in self.bursts:
            g += self.burst_day(i, d)
        return g

    def stars_at(self, i, t):
        """Stars at instant t (today's gain pro rata)."""
        d = int((t - T0) // DAY)
        frac = (t - T0 - d * DAY) / DAY
        r, p = self.rate[i], self.phase[i]
        born = int((self.created[i] - T0) // DAY)
        first = max(born, 0)
        s = self.stars0[i] + (int(math.floor(r * d + p) - math.floor(r * first + p)) if d > first else 0)
        if i in self.bursts:
            s += sum(self.burst_day(i, k) for k in range(max(-15, born), d))
        s += int(self.day_gain(i, d) * frac)
        return max(s, 0)

    def sort_key(self, i, t):
        """Stars at t, cheap for background repos."""
        if i in self.bursts:
            return self.stars_at(i, t)
        # from day 0, or from its creation when it was born inside the world (stars0 is then 0)
        return self.stars0[i] + self.rate[i] * max(0.0, (t - max(T0, self.created[i])) / DAY)

    def gain(self, i, t0, t1):
        """Stars gained in [t0, t1), days pro rata."""
        total = 0.0
        d = int((t0 - T0) // DAY)
        while T0 + d * DAY < t1:
            a, b = max(t0, T0 + d * DAY), min(t1, T0 + (d + 1) * DAY)
            if b > a:
                total += self.day_gain(i, d) * (b - a) / DAY
            d += 1
        return total

    def pushed_at(self, i, t):
        today = int((t - T0) // DAY)
        k = self.push_every[i]
        last = today - ((today + self.push_phase[i]) % k)
        secs = (i * 7919) % DAY
        at = T0 + last * DAY + secs
        if at > t:
            at = T0 + (last - k) * DAY + secs if last != today or k > 1 else t - ((i * 131) % 3600) - 60
        return min(at, t - 30)

    # --- ground truth and the page ----------------------------------------------------------------
    def top_gainers(self, t0, t1, n):
        key = (t0, t1, n)
        if key not in self.top_cache:
            self.top_cache[key] = self.top_gainers_uncached(t0, t1, n)
        return self.top_cache[key]

    def top_gainers_uncached(self, t0, t1, n):
        """Exact top n by gain in [t0, t1): risers exactly, and background repos whose best case could
        reach the n-th riser's gain."""
        days = (t1 - t0) / DAY
        scored = [(self.gain(i, t0, t1), i) for i in self.riser_list]
        scored.sort(reverse=True)
        floor_gain = scored[n - 1][0] if len(scored) >= n else 0
        for i in self.by_rate:  # background repos, fastest first: stop once none can reach the floor
            if self.rate[i] * days + 2 < floor_gain:
                break
            if self.created[i] < t1:
                scored.append((self.gain(i, t0, t1), i))
        scored.sort(key=lambda x: (-x[0], x[1]))
        return scored

    def page_rows(self, t, since, lang=None):
        window = {"daily": 1, "weekly": 7, "monthly": 30}.get(since, 1)
        t0 = t - window * DAY
        scored = self.top_gainers(t0, t, 200)[:200]
        day_seed = int((t - T0) // DAY)
        rows = []
        for g, i in scored:
            if g <= 0:
                continue
            if lang is not None and LANGS[self.lang[i]][0] != lang:
                continue
            h = int(hashlib.sha256(b"%d:%d:%s" % (i, day_seed, since.encode())).hexdigest()[:12], 16)
            u1 = (h & 0xFFFFFF) / 0xFFFFFF
            u2 = ((h >> 24) & 0xFFFFFF) / 0xFFFFFF
            if u1 < 0.12:  # held back: "logic to prevent star farming"
                continue
            before = max(self.stars_at(i, t0), 1)
            relative = 1.0 + 0.35 * math.log10(1 + g / before * 10)
            noise = math.exp(0.45 * (u2 - 0.5) * 2)
            # a rise that is new counts more than one in its second or third window: the stars of
            # the window before, as many again, halve a repo's weight (FRESHNESS 1)
            before_window = self.gain(i, t0 - window * DAY, t0)
            fresh = (g / (g + before_window)) ** FRESHNESS
            rows.append((g * relative * noise * fresh, g, i))
        rows.sort(reverse=True)
        return rows[:25]


# --- markup -----------------------------------------------------------------------------------
ROW = """<article class="Box-row">
  <div class="float-right d-flex">
      <div data-view-component="true" class="BtnGroup d-flex">
        <a href="/login?return_to=%2F{o}%2F{r}" rel="nofollow" aria-label="You must be signed in to star a repository" data-view-component="true" class="tooltipped tooltipped-sw btn-sm btn">    <svg aria-hidden="true" height="16" viewBox="0 0 16 16" version="1.1" width="16" class="octicon octicon-star v-align-text-bottom d-none d-md-inline-block mr-2"><path d="M8 .25Z"></path></svg>
        <span data-view-component="true" class="d-none d-md-inline">
          Star
</span>
</a></div>
  </div>

  <h2 class="h3 lh-condensed">
    <a data-hydro-click="{{&quot;event_type&quot;:&quot;explore.click&quot;,&quot;payload&quot;:{{&quot;click_context&quot;:&quot;TRENDING_REPOSITORIES_PAGE&quot;,&quot;record_id&quot;:{id}}}}}" href="/{o}/{r}" data-view-component="true" class="Link"><svg aria-hidden="true" height="16" viewBox="0 0 16 16" version="1.1" width="16" class="octicon octicon-repo mr-1 color-fg-muted"><path d="M2 2.5Z"></path></svg>

      <span data-view-component="true" class="text-normal">
        {o} /
</span>
      {r}</a>  </h2>

    <p class="col-9 color-fg-muted my-1 tmp-pr-4">
      {desc}
    </p>

  <div class="f6 color-fg-muted mt-2">
{lang}
      <a href="/{o}/{r}/stargazers" data-view-component="true" class="tmp-mr-3 Link Link--muted d-inline-block"><svg aria-label="star" role="img" height="16" viewBox="0 0 16 16" version="1.1" width="16" class="octicon octicon-star"><path d="M8 .25Z"></path></svg>
        {stars}</a>
      <a href="/{o}/{r}/forks" data-view-component="true" class="tmp-mr-3 Link Link--muted d-inline-block"><svg aria-label="fork" role="img" height="16" viewBox="0 0 16 16" version="1.1" width="16" class="octicon octicon-repo-forked"><path d="M5 5.372Z"></path></svg>
        {forks}</a>
      <span data-view-component="true" class="tmp-mr-3 d-inline-block">
        Built by

          <a class="d-inline-block" data-hovercard-type="user" href="/{o}"><img class="avatar mb-1 avatar-user" src="https://avatars.githubusercontent.com/u/{id}?s=40&amp;v=4" width="20" height="20" alt="@{o}" /></a>
</span>
      <span data-view-component="true" class="d-inline-block float-sm-right">
        <svg aria-hidden="true" height="16" viewBox="0 0 16 16" version="1.1" width="16" class="octicon octicon-star"><path d="M8 .25Z"></path></svg>
        {gained} stars {period}
</span>  </div>
</article>
"""
LANG_SPAN = """      <span class="tmp-mr-3 d-inline-block ml-0">
  <span class="repo-language-color" style="background-color: {color}"></span>
  <span itemprop="programmingLanguage">{lang}</span>
</span>
"""
PAGE_HEAD = """<!DOCTYPE html>
<html lang="en" data-color-mode="auto">
  <head>
    <meta charset="utf-8">
    <title>Trending  repositories on GitHub today &middot; GitHub</title>
    <script type="application/json" id="client-env">{{"featureFlags":["trending_page"]}}</script>
  </head>
  <body class="logged-out env-production page-responsive">
    <div class="application-main" data-commit-hovercards-enabled>
      <main>
    <div class="position-relative container-lg p-responsive pt-6">
      <div class="Box">
        <div class="Box-header d-md-flex flex-items-center flex-justify-between">
          <nav class="subnav mb-0" aria-label="Trending">
            <a class="js-selected-navigation-item selected subnav-item" href="/trending">Repositories</a>
            <a class="js-selected-navigation-item subnav-item" href="/trending/developers">Developers</a>
          </nav>
        </div>
        <div data-hpc>
"""
PAGE_TAIL = """        </div>
      </div>
    </div>
      </main>
    </div>
    <footer class="footer pt-8 pb-6 f6 color-fg-muted p-responsive" role="contentinfo">
      <p class="text-small">&copy; 2026 GitHub, Inc.</p>
    </footer>
  </body>
</html>
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repos", type=int, default=300_000)
    ap.add_argument("--risers", type=int, default=600)
    ap.add_argument("--seed", type=int, default=23)
    ap.add_argument("--latency-ms", type=float, default=0)
    ap.add_argument("--port-file")
    args = ap.parse_args()
    started = time.time()
    world = World(args.repos, args.risers, args.seed)
    lock = threading.Lock()
    state = {"now": T0 + 60 * DAY + 12 * 3600}
    counts = {}
    limits = {}  # resource -> list of request times (wall for search, world for core)

    def count(kind):
        with lock:
            counts[kind] = counts.get(kind, 0) + 1

    def reset():
        with lock:
            counts.clear()
            limits.clear()

    def search(params):
        q = params.get("q", "")
        per_page = max(1, min(100, int(params.get("per_page", "30") or 30)))
        page = max(1, int(params.get("page", "1") or 1))
        if page * per_page > 1000:
            return 422, {"message": "Only the first 1000 search results are available",
                         "documentation_url": "https://docs.github.com/v3/search/"}, {}
        now = state["now"]
        conds = []
        lang = None
        for term in q.split():
            neg = term.startswith("-")
            if neg:
                term = term[1:]
            if ":" not in term:
                continue
            key, val = term.split(":", 1)
            key = key.lower()
            if key in ("created", "pushed"):
                if ".." in val:
                    a, b = val.split("..", 1)
                    lo, hi = parse_time(a) if a != "*" else -1, parse_time(b, True) if b != "*" else 1 << 40
                elif val.startswith(">="):
                    lo, hi = parse_time(val[2:]), 1 << 40
                elif val.startswith(">"):
                    lo, hi = parse_time(val[1:], True), 1 << 40
                elif val.startswith("<="):
                    lo, hi = -1, parse_time(val[2:], True)
                elif val.startswith("<"):
                    lo, hi = -1, parse_time(val[1:])
                else:
                    lo, hi = parse_time(val), parse_time(val, True)
                if key == "created":
                    conds.append(lambda i, lo=lo, hi=hi, neg=neg: (lo <= world.created[i] < hi) != neg)
                else:
                    conds.append(lambda i, lo=lo, hi=hi, neg=neg: (lo <= world.pushed_at(i, now) < hi) != neg)
            elif key == "stars":
                if ".." in val:
                    a, b = val.split("..", 1)
                    lo, hi = (int(a) if a != "*" else 0), (int(b) if b != "*" else 1 << 40)
                elif val.startswith(">="):
                    lo, hi = int(val[2:]), 1 << 40
                elif val.startswith(">"):
                    lo, hi = int(val[1:]) + 1, 1 << 40
                elif val.startswith("<="):
                    lo, hi = 0, int(val[2:])
                elif val.startswith("<"):
                    lo, hi = 0, int(val[1:]) - 1
                else:
                    lo = hi = int(val)
                conds.append(lambda i, lo=lo, hi=hi, neg=neg: (lo <= world.sort_key(i, now) <= hi) != neg)
            elif key == "language":
                names = [l for l, _ in LANGS if l and l.lower() == val.lower().replace("-", " ")]
                code = [k for k, (l, _) in enumerate(LANGS) if l in names]
                code = code[0] if code else -1
                conds.append(lambda i, code=code, neg=neg: (world.lang[i] == code) != neg)
            elif key == "repo":
                continue
            elif key == "topic":
                code = TOPICS.index(val.lower()) if val.lower() in TOPICS else -1
                conds.append(lambda i, code=code, neg=neg: (world.topic[i] == code) != neg)
            # fork:, archived:, is: and the like: no repo here is a fork or archived
        created_before = now
        names = [t[5:] for t in q.split() if t.lower().startswith("repo:")]
        if names:  # repo:O/R qualifiers name the candidates (ORed together), then the rest filters them
            picked = [world.index(*n.split("/", 1)) for n in names if "/" in n]
            pool = sorted({i for i in picked if i is not None})
        else:
            pool = range(world.n)
        matched = [i for i in pool if world.created[i] <= created_before and all(c(i) for c in conds)]
        want = page * per_page
        top = heapq.nlargest(want, matched, key=lambda i: (world.sort_key(i, now), -i))
        items = [repo_json(i, now) for i in top[want - per_page:want]]
        total = len(matched)
        last_page = max(1, min(1000, total) // per_page + (1 if min(1000, total) % per_page else 0))
        headers = {}
        base = "http://%s/search/repositories?" % state.get("host", "127.0.0.1")
        links = []
        def url(p):
            return base + urllib.parse.urlencode({**params, "page": str(p)})
        if page < last_page:
            links.append('<%s>; rel="next"' % url(page + 1))
            links.append('<%s>; rel="last"' % url(last_page))
        if page > 1:
            links.append('<%s>; rel="prev"' % url(page - 1))
            links.append('<%s>; rel="first"' % url(1))
        if links:
            headers["Link"] = ", ".join(links)
        return 200, {"total_count": total, "incomplete_results": False, "items": items}, headers

    def repo_json(i, now):
        o, r = world.name(i)
        lang = LANGS[world.lang[i]][0]
        topic = [TOPICS[world.topic[i]]] if world.topic[i] < len(TOPICS) else []
        stars = world.stars_at(i, now)
        return {
            "id": 100000 + i, "node_id": "R_%d" % i, "name": r, "full_name": "%s/%s" % (o, r),
            "private": False,
            "owner": {"login": o, "id": 500000 + i // 3, "type": "User", "html_url": "https://github.com/" + o},
            "html_url": "https://github.com/%s/%s" % (o, r),
            "description": "Synthetic repository %d of the scale stand-in" % i,
            "fork": False, "homepage": None, "language": lang, "topics": topic,
            "created_at": iso(world.created[i]), "updated_at": iso(world.pushed_at(i, now)),
            "pushed_at": iso(world.pushed_at(i, now)),
            "stargazers_count": stars, "watchers_count": stars, "forks_count": stars // 9,
            "open_issues_count": stars // 50, "archived": False, "disabled": False,
            "license": None, "mirror_url": None, "default_branch": "main",
            "subscribers_count": stars // 30, "network_count": stars // 9,
        }

    def history(i, params):
        now = state["now"]
        per_page = max(1, min(30, int(params.get("per_page", "30") or 30)))
        page = max(1, min(100, int(params.get("page", "1") or 1)))
        today = int((now - T0) // DAY)
        frac = (now - T0 - today * DAY) / DAY
        # weeks start on Sunday; T0 (2026-09-01) is a Tuesday
        first_sunday = T0 - 2 * DAY
        week_index = (today + 2) // 7
        created_day = int((world.created[i] - T0) // DAY)
        created_week = (created_day + 2) // 7
        weeks = []
        for w in range(week_index - (page - 1) * per_page, week_index - page * per_page, -1):
            if w < created_week or w < -60:
                break
            days = []
            for k in range(7):
                d = w * 7 + k - 2
                if d > today:
                    days.append(0)
                elif d == today:
                    days.append(int(world.day_gain(i, d) * frac))
                else:
                    days.append(world.day_gain(i, d))
            weeks.append({"week": first_sunday + w * 7 * DAY, "total": sum(days), "days": days})
        headers = {}
        if weeks and weeks[-1]["week"] > max(first_sunday + created_week * 7 * DAY, first_sunday - 60 * 7 * DAY):
            q = dict(params)
            q["page"] = str(page + 1)
            headers["Link"] = '<http://%s/repos/%s/%s/stargazers/history?%s>; rel="next"' % (
                state.get("host", "127.0.0.1"), *world.name(i), urllib.parse.urlencode(q))
        return 200, weeks, headers

    def page_html(since, lang_slug):
        now = state["now"]
        lang = None
        if lang_slug:
            slug = urllib.parse.unquote(lang_slug).lower()
            for l, _ in LANGS:
                if l and l.lower().replace(" ", "-") == slug:
                    lang = l
            if lang is None:
                return PAGE_HEAD + PAGE_TAIL
        period = {"daily": "today", "weekly": "this week", "monthly": "this month"}.get(since, "today")
        parts = [PAGE_HEAD]
        for _, g, i in world.page_rows(now, since if since in ("daily", "weekly", "monthly") else "daily", lang):
            o, r = world.name(i)
            l = LANGS[world.lang[i]][0]
            stars = world.stars_at(i, now)
            parts.append(ROW.format(
                o=o, r=r, id=100000 + i, desc=html.escape("Synthetic repository %d & friends" % i),
                lang=LANG_SPAN.format(color=COLORS.get(l, "#ededed"), lang=html.escape(l)) if l else "",
                stars="{:,}".format(stars), forks="{:,}".format(stars // 9), gained="{:,}".format(int(g)),
                period=period))
        parts.append(PAGE_TAIL)
        return "".join(parts)

    def limited(resource, authed):
        """Counts one request against a limit; returns (allowed, headers)."""
        if resource == "search":
            limit, window, clock = (30 if authed else 10), 60, time.time()
        else:
            limit, window, clock = (5000 if authed else 60), 3600, time.time()
        with lock:
            hits = [x for x in limits.get(resource, []) if x > clock - window]
            allowed = len(hits) < limit
            if allowed:
                hits.append(clock)
            limits[resource] = hits
            # The reset as the driver's clock tells it (TRENDING_NOW), which the tool compares it
            # with: the counting stays in real time, and the driver resets it between runs.
            reset_at = int(state.get("now", clock) + ((hits[0] - clock) if hits else 0) + window)
            h = {"x-ratelimit-limit": str(limit), "x-ratelimit-remaining": str(max(0, limit - len(hits))),
                 "x-ratelimit-used": str(len(hits)), "x-ratelimit-reset": str(reset_at),
                 "x-ratelimit-resource": resource}
        return allowed, h

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        # Headers and body leave in one write: with Nagle's algorithm on, a body written after
        # the headers waits for the client's delayed ACK (40 ms on Linux), a cost GitHub has not.
        wbufsize = -1

        def setup(self):
            super().setup()
            self.request.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

        def date_time_string(self, timestamp=None):
            # the Date header follows the stand-in's clock, like the rest of its world
            return time.strftime("%a, %d %b %Y %H:%M:%S GMT", time.gmtime(state["now"] + (time.time() % 60)))

        def send(self, status, body, headers=None, ctype="application/json; charset=utf-8"):
            data = body if isinstance(body, bytes) else (
                body.encode() if isinstance(body, str) else json.dumps(body).encode())
            self.send_response(status)
            self.send_header("Content-Type", ctype)
            for k, v in (headers or {}).items():
                self.send_header(k, v)
            if status == 304:
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def conditional(self, status, body, headers, ctype="application/json; charset=utf-8"):
            data = body.encode() if isinstance(body, str) else json.dumps(body).encode()
            etag = '"%s"' % hashlib.sha1(data).hexdigest()[:20]
            headers = dict(headers)
            headers["ETag"] = etag
            if self.headers.get("If-None-Match") == etag:
                self.send(304, b"", headers, ctype)
                return True
            self.send(status, data, headers, ctype)
            return False

        def do_GET(self):
            url = urllib.parse.urlsplit(self.path)
            path = url.path.rstrip("/") or "/"
            params = dict(urllib.parse.parse_qsl(url.query, keep_blank_values=True))
            state["host"] = self.headers.get("Host", "127.0.0.1")
            if path.startswith("/_standin/"):
                return self.control(path, params)
            if args.latency_ms:
                time.sleep(args.latency_ms / 1000)
            began = time.monotonic()
            try:
                return self.answer(path, params)
            finally:
                with lock:
                    counts["service_ms"] = counts.get("service_ms", 0) + int((time.monotonic() - began) * 1000)

        def answer(self, path, params):
            authed = bool(self.headers.get("Authorization"))
            try:
                if path == "/search/repositories":
                    count("search")
                    ok, h = limited("search", authed)
                    if not ok:
                        return self.send(403, {"message": "API rate limit exceeded for 127.0.0.1."}, h)
                    status, body, extra = search(params)
                    h.update(extra)
                    h["Cache-Control"] = "no-cache"
                    return self.send(status, body, h)
                m = re.fullmatch(r"/trending(?:/([^/]+))?", path)
                if m and m[1] != "developers":
                    count("page")
                    if authed:
                        count("page_with_token")
                    return self.conditional(200, page_html(params.get("since", "daily"), m[1]), {},
                                            "text/html; charset=utf-8")
                m = re.fullmatch(r"/repos/([^/]+)/([^/]+)(/stargazers/history)?", path)
                if m:
                    i = world.index(m[1], m[2])
                    kind = "history" if m[3] else "detail"
                    count(kind)
                    ok, h = limited("core", authed)
                    if not ok:
                        return self.send(403, {"message": "API rate limit exceeded for 127.0.0.1."}, h)
                    if i is None:
                        return self.send(404, {"message": "Not Found"}, h)
                    if m[3]:
                        status, body, extra = history(i, params)
                    else:
                        status, body, extra = 200, repo_json(i, state["now"]), {}
                    h.update(extra)
                    if self.conditional(status, body, h):
                        count(kind + "_304")
                    return
                count("other")
                return self.send(404, {"message": "Not Found"})
            except (ValueError, KeyError) as e:
                return self.send(422, {"message": "Validation Failed", "errors": [
                    {"message": "bad query: %s" % e, "resource": "Search", "field": "q", "code": "invalid"}]})

        def control(self, path, params):
            if path == "/_standin/stats":
                with lock:
                    return self.send(200, dict(counts))
            if path == "/_standin/reset":
                reset()
                return self.send(200, {"ok": True})
            if path == "/_standin/clock":
                if "now" in params:
                    state["now"] = int(float(params["now"]))
                    for since in ("daily", "weekly"):  # the page and the truth, computed before any run
                        world.page_rows(state["now"], since)
                        window = {"daily": 1, "weekly": 7}[since]
                        world.top_gainers(state["now"] - window * DAY, state["now"], 200)
                return self.send(200, {"now": state["now"], "iso": iso(state["now"])})
            if path == "/_standin/truth":
                window = {"daily": 1, "weekly": 7, "monthly": 30}[params.get("since", "daily")]
                n = int(params.get("n", "25"))
                now = state["now"]
                top = world.top_gainers(now - window * DAY, now, max(n, 200))[:n]
                return self.send(200, [{"full_name": "%s/%s" % world.name(i), "gained": round(g, 1)}
                                       for g, i in top])
            if path == "/_standin/page":
                rows = world.page_rows(state["now"], params.get("since", "daily"))
                return self.send(200, [{"full_name": "%s/%s" % world.name(i), "gained": round(g, 1)}
                                       for _, g, i in rows])
            return self.send(404, {"message": "Not Found"})

        def log_message(self, *a):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    port = server.server_address[1]
    if args.port_file:
        with open(args.port_file + ".tmp", "w") as f:
            f.write(str(port))
        import os
        os.replace(args.port_file + ".tmp", args.port_file)
    print(port, flush=True)
    print("standin: %d repos, %d risers, ready in %.1f s" % (args.repos, args.risers, time.time() - started),
          file=sys.stderr, flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
