import Foundation
import TrendingData
import TrendingDomain
import TrendingPresentation

/// What one fuzz input exercises: each input is used whole, several ways at once (response
/// bodies, text, our files, header values, wire bytes, a star-history recipe, an API base URL).
/// Throwing is fine; crashing, hanging or breaking a sanitizer property is not (Architecture.md,
/// Decisions: "What one fuzz input exercises").
enum FuzzTarget {
    /// A fixed clock: the fixtures' reference instant, 2026-11-23T12:00:00Z.
    static let now = Date(timeIntervalSince1970: 1_795_435_200)

    /// libcurl's `CURL_MAX_HTTP_HEADER`: the longest header line the client can receive.
    static let maxHeaderBytes = 100 * 1024

    static func testOneInput(_ bytes: UnsafeBufferPointer<UInt8>) {
        let body = Data(buffer: bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        let headerText = bytes.count > maxHeaderBytes ? String(decoding: bytes.prefix(maxHeaderBytes), as: UTF8.self) : text
        checkSanitizer(text)
        checkHeaders(headerText)
        TrendingPageFuzzing.check(Array(bytes))
        checkSearchMapper(body, headerText: headerText)
        checkErrorMapper(body, headerText: headerText)
        StateFileFuzzing.check(body)
        checkStarHistoryMapper(body)
        StarHistoryFuzzCheck.check(body)
        APIURLFuzzCheck.check(body)
        WireFuzzCheck.check(body)
    }

    // MARK: - Mappers

    private static func checkSearchMapper(_ body: Data, headerText: String) {
        // The fast reader must read exactly what JSONDecoder reads, or leave the page to it.
        precondition(GitHubSearchMapper.fastReaderAgrees(on: body), "SearchPageReader disagrees with JSONDecoder")
        let response = HTTPResponse(status: 200, headers: ["link": headerText], body: body)
        do {
            let result = try GitHubSearchMapper.map(response, now: now)
            // The app shows at most a page (100 repos); a flood's later repos add time, not cover.
            for repo in result.repos.prefix(100) {
                for field in [repo.owner, repo.name, repo.fullName, repo.description ?? "", repo.language ?? "", repo.urlText] {
                    checkSanitizer(field)
                }
            }
        } catch {
            checkRemoteError(error)
        }
    }

    /// Star history: whatever it accepts is days in order, none after now, none negative, and
    /// every window's gain is computed without trapping.
    private static func checkStarHistoryMapper(_ body: Data) {
        guard let days = GitHubStarHistoryMapper.map(body, now: now) else { return }
        precondition(zip(days, days.dropFirst()).allSatisfy { $0.day < $1.day }, "star-history days out of order")
        precondition(days.allSatisfy { $0.day <= now && $0.stars >= 0 }, "a future or negative star-history day")
        for period in TrendingPeriod.allCases {
            _ = GainWindow(period: period, now: now).gained(days)
        }
        _ = DailySeries.lastDays(90, of: days, now: now)
    }

    private static func checkErrorMapper(_ body: Data, headerText: String) {
        let headers = headers(from: headerText)
        // 403 reads the rate-limit headers and the message; 422 reads `errors[].message`, and goes
        // through the search mapper, which hands every non-2xx to the error mapper.
        checkRemoteError(GitHubErrorMapper.error(for: HTTPResponse(status: 403, headers: headers, body: body), now: now))
        do {
            _ = try GitHubSearchMapper.map(HTTPResponse(status: 422, headers: headers, body: body), now: now)
            preconditionFailure("the search mapper accepted a 422 response")
        } catch {
            checkRemoteError(error)
        }
    }

    /// The texts an error carries from GitHub end up on the terminal, so they are sanitized too.
    private static func checkRemoteError(_ error: RemoteLoadError) {
        switch error {
        case .forbidden(let message):
            checkSanitizer(message)
        case .invalidQuery(let messages):
            messages.forEach(checkSanitizer)
        case .rateLimited(let resetsAt?):
            // The reset time is shown relative to now: any header value must stay printable.
            _ = RelativeDateFormatter.string(for: resetsAt, relativeTo: now)
            _ = RelativeDateFormatter.short(for: resetsAt, relativeTo: now)
        default:
            break
        }
    }

    // MARK: - Headers

    /// Line 0 is `Retry-After` and `X-RateLimit-Limit`, line 1 `X-RateLimit-Remaining`, line 2
    /// `X-RateLimit-Reset`; line 3 names one more header whose value is line 4. `Link` is the
    /// whole text. Missing lines leave their headers out.
    private static func headers(from text: String) -> [String: String] {
        let lines = text.split(separator: "\n", maxSplits: 5, omittingEmptySubsequences: false).map(String.init)
        var headers = ["Link": text]
        let named = ["Retry-After", "X-RateLimit-Remaining", "X-RateLimit-Reset"]
        for (index, name) in named.enumerated() where index < lines.count {
            headers[name] = lines[index]
        }
        if let first = lines.first { headers["x-ratelimit-limit"] = first }
        if lines.count > 4 { headers[lines[3]] = lines[4] }
        return headers
    }

    private static func checkHeaders(_ text: String) {
        let headers = headers(from: text)
        let response = HTTPResponse(status: 200, headers: headers, body: Data())
        let limits = RateLimitHeaders(response)
        if let retryAfter = limits.retryAfter { precondition(retryAfter >= 0, "negative Retry-After") }
        _ = limits.isExhausted
        _ = LinkHeader.next(in: text)
        _ = LinkHeader.next(in: response.header("link"))
        if let relation = text.split(separator: "\n", maxSplits: 1).first {
            _ = LinkHeader.url(for: String(relation), in: text)
        }
    }

    // MARK: - Sanitizer

    /// The sanitizer's promises, for any text at all.
    static func checkSanitizer(_ text: String) {
        let clean = TextSanitizer.sanitize(text)
        precondition(!clean.unicodeScalars.contains(where: isTerminalControl), "sanitize left a control character")
        precondition(TextSanitizer.sanitize(clean).unicodeScalars.elementsEqual(clean.unicodeScalars), "sanitize is not idempotent")
        precondition(isSubsequence(clean.unicodeScalars, of: lineEndingsAsNewlines(text)), "sanitize added or changed a scalar")

        let shown = TextSanitizer.display(text)
        precondition(!shown.unicodeScalars.contains(where: isTerminalControl), "display left a control character")
        precondition(TextSanitizer.sanitize(shown).unicodeScalars.elementsEqual(shown.unicodeScalars), "display output is not sanitized")

        let line = TextSanitizer.singleLine(text)
        precondition(!line.unicodeScalars.contains(where: isTerminalControl), "singleLine left a control character")
        precondition(!line.unicodeScalars.contains { $0 == "\n" || $0 == "\t" }, "singleLine left a line break or tab")
    }

    /// C0 (but tab and newline), DEL and C1: what must never reach the terminal.
    private static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// `text` with each line-ending control as the newline the sanitizer makes of it: CR LF and a
    /// lone CR, VT, FF and NEL.
    private static func lineEndingsAsNewlines(_ text: String) -> String.UnicodeScalarView {
        var out = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            switch scalar.value {
            case 0x0D: if index + 1 >= scalars.count || scalars[index + 1] != "\n" { out.append("\n") }
            case 0x0B, 0x0C, 0x85: out.append("\n")
            default: out.append(scalar)
            }
        }
        return out
    }

    /// True when `part` is `whole` with some scalars removed: the sanitizer only ever deletes
    /// (after turning line endings into newlines).
    private static func isSubsequence(_ part: String.UnicodeScalarView, of whole: String.UnicodeScalarView) -> Bool {
        var remaining = whole[...]
        for scalar in part {
            guard let found = remaining.firstIndex(of: scalar) else { return false }
            remaining = remaining[remaining.index(after: found)...]
        }
        return true
    }
}
