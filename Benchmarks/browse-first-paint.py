#!/usr/bin/env python3
"""Times `trending browse`'s first paint from the cache against the cached list command.

Usage: browse-first-paint.py TRENDING_BINARY RUNS [ENV=VALUE ...]

Both run on a pseudo-terminal of 120x40 with the same environment (the caller's cache and state
folders, already filled by a fetch). The list's time is until it exits; browse's is until its
first frame shows the first repo's name (the cache painted), after which `q` ends it, untimed.
Runs alternate, so both see the same machine. Prints one line: the two medians in
microseconds, then the ratio, the budget (1.5x) and its verdict.
"""
import fcntl
import os
import pty
import select
import statistics
import struct
import sys
import termios
import time


def spawn(argv, env):
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(argv[0], argv, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    return pid, fd


def read_until(fd, pid, needle, deadline):
    seen = b""
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if not ready:
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
        if needle is not None and needle in seen:
            return True
    return needle is None


def time_list(binary, env):
    start = time.monotonic()
    pid, fd = spawn([binary, "--offline", "--limit", "100"], env)
    read_until(fd, pid, None, start + 30)
    os.waitpid(pid, 0)
    elapsed = time.monotonic() - start
    os.close(fd)
    return elapsed


def time_browse(binary, env, needle):
    start = time.monotonic()
    pid, fd = spawn([binary, "browse", "--offline", "--limit", "100"], env)
    painted = read_until(fd, pid, needle, start + 30)
    elapsed = time.monotonic() - start
    os.write(fd, b"q")
    read_until(fd, pid, None, time.monotonic() + 5)
    os.waitpid(pid, 0)
    os.close(fd)
    if not painted:
        sys.exit("browse-first-paint: browse never showed the cached list")
    return elapsed


def main():
    binary, runs = sys.argv[1], int(sys.argv[2])
    env = {"PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "NO_COLOR": "1"}
    env.update(dict(item.split("=", 1) for item in sys.argv[3:]))
    # The first repo's name, from the cached list itself, is the sign the cache was painted.
    pid, fd = spawn([binary, "--offline", "--limit", "1", "--format", "tsv"], env)
    out = b""
    while True:
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    os.waitpid(pid, 0)
    os.close(fd)
    lines = out.decode(errors="replace").replace("\r", "").splitlines()
    rows = [line.split("\t") for line in lines if "\t" in line]
    if len(rows) < 2 or "full_name" not in rows[0]:
        sys.exit("browse-first-paint: nothing cached")
    needle = rows[1][rows[0].index("full_name")].encode()
    lists, browses = [], []
    for _ in range(runs):
        lists.append(time_list(binary, env))
        browses.append(time_browse(binary, env, needle))
    a, b = statistics.median(browses), statistics.median(lists)
    ratio = a / b
    print(f"{int(a * 1e6)} {int(b * 1e6)} {ratio:.2f} {'ok' if ratio <= 1.5 else 'MISS'}")


if __name__ == "__main__":
    main()
