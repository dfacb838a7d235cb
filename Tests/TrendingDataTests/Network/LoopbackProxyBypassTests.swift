import Testing
@testable import trending_fetch

/// Loopback never goes through a proxy: `no_proxy` gains the loopback hosts it lacks.
@Suite("LoopbackProxyBypass")
struct LoopbackProxyBypassTests {
    @Test("adds every loopback host to an unset or empty list")
    func unset() {
        #expect(LoopbackProxyBypass.merged(nil) == "localhost,127.0.0.1,::1,[::1],127.0.0.0/8")
        #expect(LoopbackProxyBypass.merged("") == "localhost,127.0.0.1,::1,[::1],127.0.0.0/8")
    }

    @Test("keeps the user's hosts first and adds only what is missing")
    func merges() {
        #expect(LoopbackProxyBypass.merged("corp.example, localhost") == "corp.example,localhost,127.0.0.1,::1,[::1],127.0.0.0/8")
    }

    @Test("a list that already bypasses every host is left as it is")
    func everything() {
        #expect(LoopbackProxyBypass.merged("*") == "*")
    }
}
