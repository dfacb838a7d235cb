import Foundation

/// Answers of `GET /repos/{owner}/{repo}/stargazers/history` in the shape GitHub's changelog
/// describes: weeks newest first, `{"week": <Unix seconds of the week's Sunday>, "total", "days": [7]}`.
/// Relative to `Fixtures.referenceNow` (Monday 2026-11-23 12:00 UTC) unless told otherwise.
public enum StarHistoryFixtures {
    static let day = 86_400

    /// Weeks holding `perDay` (oldest first, the last one today so far); the days of the
    /// current week after today are zeros, as GitHub sends them.
    public static func weeks(_ perDay: [Int], today: Date = Fixtures.referenceNow) -> String {
        let todayIndex = Int(today.timeIntervalSince1970) / day
        var counts: [Int: Int] = [:]
        for (offset, stars) in perDay.reversed().enumerated() { counts[todayIndex - offset] = stars }
        let firstDay = todayIndex - max(0, perDay.count - 1)
        // 1970-01-01 was a Thursday: Sunday-based weekday = (days + 4) % 7.
        var weekStart = firstDay - (firstDay + 4) % 7
        var weeks: [String] = []
        while weekStart <= todayIndex {
            let days = (0..<7).map { counts[weekStart + $0] ?? 0 }
            weeks.append(#"{"week":\#(weekStart * day),"total":\#(days.reduce(0, +)),"days":[\#(days.map(String.init).joined(separator: ","))]}"#)
            weekStart += 7
        }
        return "[" + weeks.reversed().joined(separator: ",") + "]"
    }

    /// The changelog's own example: 141 stars this week (61 Sunday, 80 today), 530 the week before.
    public static let twoWeeks =
        #"[{"week":1795305600,"total":141,"days":[61,80,0,0,0,0,0]},{"week":1794700800,"total":530,"days":[70,81,69,77,90,73,70]}]"#

    /// The same, with this week repeated: a page that shifted while a new week started.
    public static let shiftedPage =
        #"[{"week":1795305600,"total":141,"days":[61,80,0,0,0,0,0]},{"week":1795305600,"total":141,"days":[61,80,0,0,0,0,0]},{"week":1794700800,"total":530,"days":[70,81,69,77,90,73,70]}]"#

    /// Answers that break a rule, each in its own way.
    public static let malformed: [String: String] = [
        "total-mismatch": #"[{"week":1795305600,"total":999,"days":[61,80,0,0,0,0,0]}]"#,
        "six-days": #"[{"week":1795305600,"total":141,"days":[61,80,0,0,0,0]}]"#,
        "negative-day": #"[{"week":1795305600,"total":-1,"days":[-1,0,0,0,0,0,0]}]"#,
        "fraction": #"[{"week":1795305600,"total":1.5,"days":[1.5,0,0,0,0,0,0]}]"#,
        "not-weeks-apart": #"[{"week":1795305600,"total":0,"days":[0,0,0,0,0,0,0]},{"week":1795219200,"total":0,"days":[0,0,0,0,0,0,0]}]"#,
        "zero-week": #"[{"week":0,"total":0,"days":[0,0,0,0,0,0,0]}]"#,
        "missing-week": #"[{"week":1795305600,"total":0,"days":[0,0,0,0,0,0,0]},{"week":1794096000,"total":0,"days":[0,0,0,0,0,0,0]}]"#,
        "object": #"{"week":1795305600,"total":0,"days":[0,0,0,0,0,0,0]}"#,
        "conflicting-repeat": #"[{"week":1795305600,"total":1,"days":[1,0,0,0,0,0,0]},{"week":1795305600,"total":2,"days":[2,0,0,0,0,0,0]}]"#,
    ]
}
