import Foundation
import TrendingData
import TrendingDomain

/// The star-history mapper fed answers shaped like GitHub's, built from the fuzz input: random
/// bytes almost never make a week array, so the raw input alone (`FuzzTarget`) never reaches the
/// mapper's rules. Each answer is checked against those rules, restated here: the mapper must
/// accept exactly the answers that keep them, and read what they say.
enum StarHistoryFuzzCheck {
    static let secondsPerWeek = 7 * 86_400

    /// One week as generated: its start, its seven counts and the total it claims.
    struct Week {
        var start: Int
        var days: [Int]
        var total: Int
    }

    static func check(_ input: Data) {
        var bytes = ByteStream(input)
        let weeks = generate(&bytes)
        let body = Data(json(weeks).utf8)
        let now = FuzzTarget.now
        let mapped = GitHubStarHistoryMapper.map(body, now: now)
        let keepsRules = keepsRules(weeks)
        precondition((mapped != nil) == keepsRules, "the star-history mapper \(mapped == nil ? "refused" : "accepted") an answer that \(keepsRules ? "keeps" : "breaks") its rules")
        guard let mapped else { return }
        precondition(zip(mapped, mapped.dropFirst()).allSatisfy { $0.day < $1.day }, "star-history days out of order")
        precondition(mapped.allSatisfy { $0.day <= now && $0.stars >= 0 }, "a future or negative star-history day")
        // Each distinct week once, its days up to now: the stars read are the stars sent.
        var unique: [Int: Week] = [:]
        for week in weeks where unique[week.start] == nil { unique[week.start] = week }
        var expected = 0
        for week in unique.values {
            // Each week is read as the UTC day its start is nearest to (GitHub's days need not be UTC's).
            let first = GainWindow.dayStart(of: Date(timeIntervalSince1970: TimeInterval(week.start) + GainWindow.secondsPerDay / 2))
            for (index, stars) in week.days.enumerated() where first.addingTimeInterval(TimeInterval(index) * GainWindow.secondsPerDay) <= now {
                expected += stars
            }
        }
        precondition(mapped.reduce(0) { $0 + $1.stars } == expected, "the star-history mapper lost or invented stars")
    }

    /// One to 12 weeks back from a week start near now, mostly well formed; the input's bytes
    /// decide where one breaks a rule (an hour off, a count out of range, a total that does not
    /// add up, a week repeated with other counts, a start outside 2007…2200).
    static func generate(_ bytes: inout ByteStream) -> [Week] {
        let base = Int(FuzzTarget.now.timeIntervalSince1970) / secondsPerWeek * secondsPerWeek - 3 * 86_400
        let count = 1 + Int(bytes.next() % 12)
        var weeks: [Week] = []
        for index in 0..<count {
            let flaw = bytes.next()
            var start = base - index * secondsPerWeek
            var days = (0..<7).map { _ in Int(bytes.next()) * Int(bytes.next() % 4 == 0 ? 1_000 : 1) }
            switch flaw {
            case 0...3: start += 3_600
            case 4...5: days[Int(bytes.next() % 7)] = -1
            case 6...7: days[Int(bytes.next() % 7)] = PlausibleCount.range.upperBound + 1
            case 8...9: start = Int(bytes.next()) * 100_000_000
            default: break
            }
            let total = days.reduce(0, +) + (flaw == 10 ? 1 : 0)
            weeks.append(Week(start: start, days: days, total: total))
            if flaw == 11 || flaw == 12, let last = weeks.last {
                // Pages shift while paging: the same week again, the same or changed.
                var again = last
                if flaw == 12 { again.days[0] += 1; again.total += 1 }
                weeks.append(again)
            }
        }
        return weeks
    }

    /// The rules of `GitHubStarHistoryMapper`, as its documentation states them.
    static func keepsRules(_ weeks: [Week]) -> Bool {
        var byStart: [Int: [Int]] = [:]
        for week in weeks {
            // A week starting over a day after now is none GitHub has.
            guard PlausibleDate.contains(Double(week.start)), week.start <= Int(FuzzTarget.now.timeIntervalSince1970) + 86_400,
                  week.days.count == 7,
                  week.days.allSatisfy(PlausibleCount.contains), week.days.reduce(0, +) == week.total
            else { return false }
            if let earlier = byStart[week.start], earlier != week.days { return false }
            byStart[week.start] = week.days
        }
        let starts = byStart.keys.sorted()
        return zip(starts, starts.dropFirst()).allSatisfy { ($1 - $0) % secondsPerWeek == 0 }
    }

    static func json(_ weeks: [Week]) -> String {
        "[" + weeks.map { week in
            "{\"week\":\(week.start),\"total\":\(week.total),\"days\":[" + week.days.map(String.init).joined(separator: ",") + "]}"
        }.joined(separator: ",") + "]"
    }
}

/// The fuzz input read a byte at a time, zeros once it runs out.
struct ByteStream {
    private let bytes: [UInt8]
    private var index = 0

    init(_ data: Data) {
        bytes = [UInt8](data.prefix(4096))
    }

    mutating func next() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }
}
