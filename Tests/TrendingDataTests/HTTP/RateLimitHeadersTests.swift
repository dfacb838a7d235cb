import Foundation
import Testing
import TrendingData

@Suite("RateLimitHeaders")
struct RateLimitHeadersTests {
    @Test("reads GitHub's rate-limit headers in any case")
    func reads() {
        let headers = RateLimitHeaders(HTTPResponse(status: 200, headers: [
            "X-Ratelimit-Limit": "10", "x-ratelimit-remaining": " 0", "X-RATELIMIT-RESET": "1795436100", "Retry-After": "30",
        ]))
        #expect(headers.limit == 10)
        #expect(headers.remaining == 0)
        #expect(headers.isExhausted)
        #expect(headers.resetsAt == Date(timeIntervalSince1970: 1_795_436_100))
        #expect(headers.retryAfter == 30)
    }

    @Test("a header sent twice, joined by a comma: the stricter value (the least left, the latest reset, the longest wait) of those that read")
    func duplicates() {
        let headers = RateLimitHeaders(HTTPResponse(status: 200, headers: [
            "x-ratelimit-limit": "5000, 60", "x-ratelimit-remaining": "4999, 3", "x-ratelimit-reset": "1795436100,1795439700", "retry-after": "30, 5",
        ]))
        #expect(headers.limit == 60 && headers.remaining == 3 && headers.retryAfter == 30)
        #expect(headers.resetsAt == Date(timeIntervalSince1970: 1_795_439_700))
        #expect(RateLimitHeaders(HTTPResponse(status: 200, headers: ["x-ratelimit-remaining": "4999, lots"])).remaining == 4999)
        #expect(RateLimitHeaders(HTTPResponse(status: 200, headers: ["x-ratelimit-remaining": "3.5, 3, 0x3"])).remaining == 3)
        #expect(RateLimitHeaders(HTTPResponse(status: 200, headers: ["x-ratelimit-remaining": "lots, more"])).remaining == nil)
    }

    @Test("leaves absent or unreadable headers nil")
    func absent() {
        let headers = RateLimitHeaders(HTTPResponse(status: 200, headers: ["x-ratelimit-remaining": "many", "retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"]))
        #expect(headers.remaining == nil && headers.retryAfter == nil && !headers.isExhausted)
    }

    @Test("a negative Retry-After names no wait (not \"now\"); beside a valid one, the valid one counts", arguments: [
        ("-3", nil), ("-1, 20", 20.0), ("  -0 ", 0.0),
    ])
    func negativeRetryAfter(value: String, wait: TimeInterval?) {
        #expect(RateLimitHeaders(HTTPResponse(status: 429, headers: ["retry-after": value])).retryAfter == wait)
    }

    @Test("reads a Retry-After HTTP date: as seconds against the answer's own Date, and as the date itself")
    func retryAfterHTTPDate() {
        let headers = RateLimitHeaders(HTTPResponse(status: 429, headers: [
            "Retry-After": "Wed, 21 Oct 2015 07:28:00 GMT", "Date": "Wed, 21 Oct 2015 07:26:30 GMT",
        ]))
        #expect(headers.retryAfter == 90)
        #expect(headers.retryAfterDate == Date(timeIntervalSince1970: 1_445_412_480))
        let past = RateLimitHeaders(HTTPResponse(status: 429, headers: [
            "Retry-After": "Wed, 21 Oct 2015 07:28:00 GMT", "Date": "Thu, 22 Oct 2015 07:28:00 GMT",
        ]))
        #expect(past.retryAfter == 0, "a date already past is no wait")
    }

    @Test("reads the three forms RFC 9110 bids a recipient accept: IMF-fixdate, RFC 850 and asctime", arguments: [
        "Wed, 21 Oct 2015 07:28:00 GMT", "Wednesday, 21-Oct-15 07:28:00 GMT", "Wed Oct 21 07:28:00 2015",
    ])
    func threeForms(text: String) {
        #expect(RateLimitHeaders(HTTPResponse(status: 429, headers: ["Retry-After": text])).retryAfterDate == Date(timeIntervalSince1970: 1_445_412_480))
    }

    @Test("an asctime day under 10 is padded with a space; RFC 850's two-digit year is of the last century when this one's is over 50 years ahead")
    func oldFormsEdges() {
        let date = { (text: String) in RateLimitHeaders(HTTPResponse(status: 429, headers: ["Retry-After": text])).retryAfterDate }
        #expect(date("Sun Nov  6 08:49:37 1994") == date("Sun, 06 Nov 1994 08:49:37 GMT"))
        #expect(date("Sunday, 06-Nov-94 08:49:37 GMT") == date("Sun, 06 Nov 1994 08:49:37 GMT"))
        #expect(date("Saturday, 28-Nov-26 12:38:30 GMT") == date("Sat, 28 Nov 2026 12:38:30 GMT"))
        #expect(date("Sun Nov 6 08:49:37 1994") == nil && date("Sunday, 06-Nov-1994 08:49:37 GMT") == nil)
    }

    @Test("any other text is no date", arguments: [
        "Wed Oct 21 07:28:00 15", "Wed, 21-Oct-15 07:28:00 GMT", "Wed, 21 Oct 2015 07:28:00 UTC", "Wed, 32 Oct 2015 07:28:00 GMT",
        "Wed, 21 Oct 2015 24:00:00 GMT", "Wed, 21 Foo 2015 07:28:00 GMT", "Wed, 21 Oct 15 07:28:00 GMT", "Wed, 21 Oct 2015 07:28 GMT",
        "Wed, 21 Oct 2015 +7:28:00 GMT", "", "soon",
    ])
    func notADate(text: String) {
        let headers = RateLimitHeaders(HTTPResponse(status: 429, headers: ["Retry-After": text, "Date": "Wed, 21 Oct 2015 07:26:30 GMT"]))
        #expect(headers.retryAfterDate == nil && headers.retryAfter == nil)
    }

    @Test("reads dates across leap days and centuries exactly")
    func calendar() {
        let cases: [(String, TimeInterval)] = [
            ("Thu, 01 Jan 1970 00:00:00 GMT", 0), ("Tue, 29 Feb 2000 12:00:00 GMT", 951_825_600),
            ("Mon, 23 Nov 2026 12:00:00 GMT", 1_795_435_200), ("Sat, 01 Mar 2100 00:00:00 GMT", 4_107_542_400),
        ]
        for (text, seconds) in cases {
            #expect(RateLimitHeaders(HTTPResponse(status: 429, headers: ["Retry-After": text])).retryAfterDate == Date(timeIntervalSince1970: seconds), "\(text)")
        }
    }
}
