import Foundation
import Testing
import TrendingData

@Suite("APIBaseURLRule")
struct APIBaseURLRuleTests {
    @Test("accepts http(s) bases with a host name, IPv4 or bracketed IPv6 literal and a port of 1…65535", arguments: [
        "https://api.github.com", "https://ghe.example.com/api/v3", "http://127.0.0.1:8787", "http://[::1]:8080",
        "http://localhost:1", "http://h:65535/", "https://xn--bcher-kva.example", "http://my_host.local.",
        "http://10.0.0.1.", "http://h1.example2",
    ])
    func accepts(text: String) {
        #expect(APIBaseURLRule.url(text)?.absoluteString == text)
    }

    @Test("a scheme in capitals is the same scheme, written in lower case for the helper")
    func schemeCase() {
        #expect(APIBaseURLRule.url("HTTP://127.0.0.1:8080")?.absoluteString == "http://127.0.0.1:8080")
        #expect(APIBaseURLRule.url("Https://api.github.com")?.absoluteString == "https://api.github.com")
    }

    @Test("refuses what names no reachable host and port", arguments: [
        "http://h:0", "http://h:65536", "http://[::1]:99999", "http://:80", "http://", "ftp://h", "http://h?q=1",
        "http://h#f", "http://ex%20ample.com", "http://a..b", "http://[fe80::1%25eth0]:80", "http://[zz::1]:80",
        // A control character or a space is a typo or worse, never part of a path a server serves.
        "http://127.0.0.1:1/\u{1B}[31mx", "http://h/a\u{7}", "http://h/a b", "http://h/\u{9B}",
        // An IPv6 literal with an IPv4 tail the helper's loader refuses; numbers that are no
        // dotted-quad address and no name either (a name's last label is never a number).
        "http://[::ffff:127.0.0.1]:80", "http://127.1:80", "http://0x7f.1:80", "http://2130706433:80", "http://1.2.3.256",
        "http://h.123", "http://0x7f000001:80", "http://[::ffff:7f00:1]:80", "http://[127.0.0.1]:80",
    ])
    func refuses(text: String) {
        #expect(APIBaseURLRule.url(text) == nil)
    }
}
