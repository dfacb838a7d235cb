#!/usr/bin/env python3
"""A loopback stand-in for GitHub's search API, for Benchmarks/run.

    python3 Benchmarks/server.py PAGE PORT_FILE

Serves the bytes of PAGE (a search response, e.g. Fixtures/search/100-items.json) as JSON for
every GET whose path starts with /search/repositories, whatever the query string, and a
two-week star history (the shape of GitHub's changelog example) for every
/repos/OWNER/REPO/stargazers/history; anything else is a 404. Binds 127.0.0.1 on a free port and writes the port to PORT_FILE once it is
listening. Quiet: no request log. Stdlib only.
"""
import http.server
import os
import re
import socket
import sys

# Weeks no fixture repo could not have given (the smallest has 39 stars): a week above a repo's
# stars is malformed (issue 24), and a benchmark must measure, not refuse. They are the weeks of
# scenario D's clock (TRENDING_NOW=2027-11-23, a Tuesday): a history must reach the day it is
# fetched to give a gain, as GitHub's always holds the current week.
HISTORY = (b'[{"week":1826755200,"total":41,"days":[21,20,0,0,0,0,0]},'
           b'{"week":1826150400,"total":35,"days":[5,5,5,5,5,5,5]}]')
HISTORY_PATH = re.compile(r"^/repos/[^/]+/[^/]+/stargazers/history$")


def main():
    page_path, port_file = sys.argv[1], sys.argv[2]
    with open(page_path, "rb") as f:
        page = f.read()

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        # Headers and body leave in one write: with Nagle's algorithm on, a small body written
        # after the headers waits for the client's delayed ACK (40 ms on Linux), a cost GitHub
        # has not, which would swamp what the benchmarks compare.
        wbufsize = -1

        def setup(self):
            super().setup()
            self.request.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

        def do_GET(self):
            path = self.path.split("?", 1)[0].rstrip("/")
            if path == "/search/repositories":
                body, status = page, 200
            elif HISTORY_PATH.match(path):
                body, status = HISTORY, 200
            else:
                body, status = b'{"message":"Not Found"}', 404
            self.send_response(status)
            self.send_header("Content-Type", "application/json; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    tmp = port_file + ".tmp"
    with open(tmp, "w") as f:
        f.write(str(server.server_address[1]))
    os.replace(tmp, port_file)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
