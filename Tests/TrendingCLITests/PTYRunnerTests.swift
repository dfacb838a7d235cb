#if canImport(Glibc)
import Foundation
import Testing
import TrendingTestSupport

/// The pseudo-terminal runner itself, proven with /bin/sh and coreutils rather than `trending`.
/// Each test waits for its child off Swift's small cooperative pool (two threads on two cores),
/// which a wait of seconds would take from every other test meanwhile.
@Suite("PTYRunner")
struct PTYRunnerTests {
    private let environment = ["PATH": "/usr/bin:/bin", "LC_ALL": "C"]

    /// Prints "<fd> tty" or "<fd> pipe" for fds 0, 1 and 2, each line to that fd's stream
    /// (stdin's to stdout).
    private let reportTTYs = """
        for fd in 0 1 2; do
          if test -t $fd; then kind=tty; else kind=no; fi
          if test $fd = 2; then echo "$fd $kind" >&2; else echo "$fd $kind"; fi
        done
        """

    @Test("all three streams are on the terminal, which has the requested size", arguments: [
        (columns: 40, rows: 24), (columns: 60, rows: 10), (columns: 120, rows: 50),
    ])
    func allOnTerminal(size: (columns: Int, rows: Int)) async throws {
        try await offThePool {
            let result = try PTYRunner.run(
                "/bin/sh", arguments: ["-c", reportTTYs + "; stty size"], environment: environment,
                columns: size.columns, rows: size.rows
            )

            #expect(result.status == 0)
            #expect(!result.timedOut)
            #expect(result.lines == ["0 tty", "1 tty", "2 tty", "\(size.rows) \(size.columns)"])
            #expect(result.output.hasSuffix("\r\n"), "the line discipline turns \\n into \\r\\n")
        }
    }

    @Test("the terminal is the controlling terminal: /dev/tty opens and the child leads its session")
    func controllingTerminal() async throws {
        try await offThePool {
            // Prints the pid of sh and its session id (field 6 of /proc/<pid>/stat).
            let result = try PTYRunner.run(
                "/bin/sh", arguments: ["-c", "stty size < /dev/tty; echo $$ $(cut -d' ' -f6 /proc/$$/stat)"],
                environment: environment, ttyStreams: [.stdout], columns: 33, rows: 7
            )

            #expect(result.result.status == 0)
            let lines = result.result.lines
            #expect(lines.first == "7 33")
            let ids = lines.last?.split(separator: " ")
            #expect(ids?.count == 2 && ids?[0] == ids?[1], "session id == pid: \(lines)")
        }
    }

    @Test("only stdout on the terminal: stderr goes to a pipe, stdin reads /dev/null")
    func stdoutOnly() async throws {
        try await offThePool {
            let run = try PTYRunner.run(
                "/bin/sh", arguments: ["-c", reportTTYs + "; cat; echo done"],
                environment: environment, ttyStreams: [.stdout]
            )

            #expect(run.result.status == 0)
            #expect(run.result.lines == ["0 no", "1 tty", "done"], "cat ends at once on /dev/null")
            #expect(run.pipedStdout == "")
            #expect(run.pipedStderr == "2 no\n", "a pipe gets \\n, not \\r\\n")
        }
    }

    @Test("only stderr on the terminal: stdout goes to a pipe")
    func stderrOnly() async throws {
        try await offThePool {
            let run = try PTYRunner.run(
                "/bin/sh", arguments: ["-c", reportTTYs], environment: environment, ttyStreams: [.stdin, .stderr]
            )

            #expect(run.result.status == 0)
            #expect(run.result.output == "2 tty\r\n")
            #expect(run.pipedStdout == "0 tty\n1 no\n")
            #expect(run.pipedStderr == "")
        }
    }

    @Test("stdout and stderr interleave on the terminal in the order written")
    func interleaved() async throws {
        try await offThePool {
            let result = try PTYRunner.run(
                "/bin/sh", arguments: ["-c", "echo one; echo two >&2; printf three; printf ' four\\n' >&2"],
                environment: environment
            )

            #expect(result.output == "one\r\ntwo\r\nthree four\r\n")
            #expect(result.lines == ["one", "two", "three four"])
        }
    }

    @Test("the child gets exactly the given environment, plus PATH when absent")
    func environmentIsExact() async throws {
        try await offThePool {
            let given = try PTYRunner.run("/usr/bin/env", arguments: [], environment: ["A": "1", "PATH": "/nowhere"])
            let added = try PTYRunner.run("/usr/bin/env", arguments: [], environment: ["B": "2"])

            #expect(given.lines.sorted() == ["A=1", "PATH=/nowhere"])
            #expect(added.lines.count == 2)
            #expect(added.lines.contains("B=2"))
            #expect(added.lines.contains { $0.hasPrefix("PATH=") })
        }
    }

    @Test("no descriptor but 0, 1 and 2 reaches the child, though the test process has more")
    func noInheritedDescriptors() async throws {
        try await offThePool {
            // `exec` makes ls list its own descriptors: 0-2 plus the one it reads /proc/self/fd with.
            let result = try PTYRunner.run("/bin/sh", arguments: ["-c", "exec ls /proc/self/fd"], environment: environment)

            #expect(result.status == 0)
            let listed = result.output.split(whereSeparator: \.isWhitespace)
            #expect(listed.count == 4 && listed.prefix(3) == ["0", "1", "2"], "\(listed)")
        }
    }

    @Test("no signal is blocked, and none ignored, in the child (SIGPIPE kills it as usual)")
    func defaultSignals() async throws {
        try await offThePool {
            let result = try PTYRunner.run(
                "/bin/grep", arguments: ["-E", "^Sig(Blk|Ign)", "/proc/self/status"], environment: environment
            )

            let masks = Dictionary(uniqueKeysWithValues: result.lines.map {
                let field = $0.split(separator: "\t")
                return (String(field[0]), UInt64(field[1], radix: 16) ?? .max)
            })
            #expect(masks["SigBlk:"] == 0)
            // Bit n-1 is signal n. glibc's posix_spawn leaves its internal signals 32 and 33 ignored.
            #expect(masks["SigIgn:"].map { $0 & ~UInt64(0x1_8000_0000) } == 0, "\(result.lines)")
        }
    }

    @Test("the exit code is propagated; a signal gives 128 + its number")
    func exitStatus() async throws {
        try await offThePool {
            let exited = try PTYRunner.run("/bin/sh", arguments: ["-c", "exit 3"], environment: environment)
            let signalled = try PTYRunner.run("/bin/sh", arguments: ["-c", "kill -TERM $$"], environment: environment)

            #expect(exited.status == 3)
            #expect(!exited.timedOut)
            #expect(signalled.status == 128 + SIGTERM)
            #expect(!signalled.timedOut)
        }
    }

    @Test("a child that outlives the timeout is killed, with its children, and keeps what it wrote")
    func timeout() async throws {
        try await offThePool {
            let result = try PTYRunner.run(
                "/bin/sh", arguments: ["-c", "echo started; sleep 30; echo never"], environment: environment,
                timeout: .milliseconds(300)
            )

            #expect(result.timedOut)
            #expect(result.status == 137)
            #expect(result.output == "started\r\n")
            #expect(result.duration >= .milliseconds(300))
            #expect(result.duration < .seconds(20), "sleep 30, holding the terminal too, was killed with sh")
        }
    }

    @Test("200 KiB on the terminal and on a pipe at once does not deadlock")
    func largeOutput() async throws {
        try await offThePool {
            let size = 200 * 1024
            let script = "head -c \(size) /dev/zero | tr '\\0' x & head -c \(size) /dev/zero | tr '\\0' y >&2; wait"
            let all = try PTYRunner.run("/bin/sh", arguments: ["-c", script], environment: environment, timeout: .seconds(10))
            let split = try PTYRunner.run(
                "/bin/sh", arguments: ["-c", script], environment: environment, ttyStreams: [.stdout], timeout: .seconds(10)
            )

            #expect(!all.timedOut)
            #expect(all.output.utf8.count == 2 * size)
            #expect(all.output.utf8.filter { $0 == UInt8(ascii: "x") }.count == size)
            #expect(!split.result.timedOut)
            #expect(split.result.output == String(repeating: "x", count: size))
            #expect(split.pipedStderr == String(repeating: "y", count: size))
        }
    }

    @Test("visibleLines drops CSI, OSC and other escapes; lines keeps them")
    func visibleLines() async throws {
        try await offThePool {
            let script = #"printf '\033[1;31mred\033[0m \033]8;;https://example.com\033\\link\033]8;;\007\n\033(B\033[2Kplain\n'"#
            let result = try PTYRunner.run("/bin/sh", arguments: ["-c", script], environment: environment)

            #expect(result.lines.first?.contains("\u{1B}[1;31m") == true)
            #expect(result.visibleLines == ["red link", "plain"])
            #expect(PTYResult.strippingEscapes("a\u{1B}[38;5;208mb\u{1B}[0m\u{1B}]0;title\u{07}c") == "abc")
        }
    }

    @Test("a missing executable is an error, not a hang")
    func missingExecutable() async throws {
        _ = try await offThePool {
            #expect(throws: PTYRunner.Failure.self) {
                try PTYRunner.run("/nonexistent/trending", arguments: [], environment: [:])
            }
        }
    }
}
#endif
