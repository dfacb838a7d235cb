#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain

/// A fast reader for `history.json`'s one shape, `{"version":N,"repos":{"key":[[t,s],…],…}}`,
/// by `JSONByteScanner`'s rules: what it reads `JSONDecoder` reads the same, and anything else
/// is nil, for `JSONDecoder` to judge (Architecture.md, Decisions: "The history parser keeps `JSONDecoder`'s rules").
enum HistoryFileParser {
    struct File: Equatable {
        let version: Int
        let repos: [String: [Pair]]
    }

    /// One `[t, s]`: read straight into the snapshot a list measures with, no copy between.
    typealias Pair = StarSnapshot

    /// - Parameters:
    ///   - keys: when given, only these repos' snapshots are read; the others are checked for shape and skipped.
    ///   - stopsWhenFound: with `keys`, stop once every key is read, when the version came first;
    ///     the rest of the file (perhaps a head read, cut short) is not looked at.
    ///   - since: with `keys`, each series is cut to its tail from this time (`StarSnapshot.tail`).
    static func parse(
        _ bytes: some Collection<UInt8>, keys: Set<String>? = nil, stopsWhenFound: Bool = false, since: Date? = nil
    ) -> File? {
        let parse = { (raw: UnsafeRawBufferPointer) -> File? in
            var parser = Parser(bytes: raw, keys: keys, stopsWhenFound: stopsWhenFound && keys != nil)
            parser.since = keys == nil ? nil : since
            return parser.file()
        }
        // A file's bytes are read in place: a copy of a 2 MB history costs its own page faults.
        if let data = bytes as? Data { return data.withUnsafeBytes(parse) }
        return Array(bytes).withUnsafeBytes(parse)
    }

    struct Parser {
        /// The cursor over the bytes, and the JSON rules every read here keeps.
        var scanner: JSONByteScanner
        let keys: Set<String>?
        var stopsWhenFound = false
        /// Set: wanted series are cut to their tail from this time.
        var since: Date?
        /// Set when `repos()` returned as soon as it had every key, before the object's end.
        var stoppedEarly = false

        init(bytes: UnsafeRawBufferPointer, keys: Set<String>?, stopsWhenFound: Bool = false) {
            scanner = JSONByteScanner(bytes)
            self.keys = keys
            self.stopsWhenFound = stopsWhenFound
        }

        var bytes: UnsafeRawBufferPointer { scanner.bytes }

        /// The scanner's position, which the pass-overs move over what they read in bulk.
        var index: Int {
            get { scanner.index }
            set { scanner.index = newValue }
        }

        mutating func file() -> File? {
            var version: Int?
            var repos: [String: [Pair]]?
            guard scanner.consume(UInt8(ascii: "{")) else { return nil }
            if !scanner.consume(UInt8(ascii: "}")) {
                repeat {
                    guard let span = scanner.stringSpan(), scanner.consume(UInt8(ascii: ":")) else { return nil }
                    if scanner.spanEquals(span, "version") {
                        guard version == nil, let read = scanner.integer() else { return nil }
                        version = read
                    } else if scanner.spanEquals(span, "repos") {
                        // Stopping needs the version in hand: it comes first as this tool writes it.
                        guard repos == nil, let read = self.repos(stoppingEarly: version != nil) else { return nil }
                        // Stopped: the object is left unfinished.
                        if stoppedEarly, let version { return File(version: version, repos: read) }
                        repos = read
                    } else {
                        return nil
                    }
                } while scanner.consume(UInt8(ascii: ","))
                guard scanner.consume(UInt8(ascii: "}")) else { return nil }
            }
            scanner.skipSpace()
            guard scanner.atEnd, let version, let repos else { return nil }
            return File(version: version, repos: repos)
        }

        mutating func repos(stoppingEarly: Bool = false) -> [String: [Pair]]? {
            var result: [String: [Pair]] = [:]
            let wanted = stopsWhenFound && stoppingEarly ? keys?.count : nil
            guard scanner.consume(UInt8(ascii: "{")) else { return nil }
            if scanner.consume(UInt8(ascii: "}")) { return result }
            repeat {
                guard let key = key(), scanner.consume(UInt8(ascii: ":")) else { return nil }
                if let keys, !keys.contains(key) {
                    guard skipPairs() else { return nil }
                    continue
                }
                let series: [Pair]
                if let since, let tail = tailPairs(since: since.timeIntervalSince1970) {
                    series = tail
                } else {
                    guard let pairs = pairs() else { return nil }
                    series = since.map { StarSnapshot.tail(pairs, since: $0) } ?? pairs
                }
                // A key written twice: which one counts is `JSONDecoder`'s to say.
                guard result.updateValue(series, forKey: key) == nil else { return nil }
                if let wanted, result.count == wanted {
                    stoppedEarly = true
                    return result
                }
            } while scanner.consume(UInt8(ascii: ","))
            return scanner.consume(UInt8(ascii: "}")) ? result : nil
        }

        /// `[[t,s],…]`
        mutating func pairs() -> [Pair]? {
            scanner.skipSpace()
            if let compact = compactPairs() { return compact }
            var result: [Pair] = []
            guard scanner.consume(UInt8(ascii: "[")) else { return nil }
            if scanner.consume(UInt8(ascii: "]")) { return result }
            repeat {
                guard scanner.consume(UInt8(ascii: "[")), let time = scanner.integer(), scanner.consume(UInt8(ascii: ",")),
                      let stars = scanner.integer(), scanner.consume(UInt8(ascii: "]")),
                      // An impossible snapshot makes the file corrupt, never a trap later on.
                      PlausibleDate.contains(Double(time)), PlausibleCount.contains(stars)
                else { return nil }
                result.append(Pair(time: time, stars: stars))
            } while scanner.consume(UInt8(ascii: ","))
            return scanner.consume(UInt8(ascii: "]")) ? result : nil
        }

        /// A repo's key: a string checked by the scanner (UTF-8, no raw control character), whose
        /// only escape may be `\/`, as `JSONEncoder` may write the slash in `owner/name`; any
        /// other never occurs in our keys, so it is left to `JSONDecoder`.
        mutating func key() -> String? {
            guard let span = scanner.stringSpan() else { return nil }
            guard span.escaped else { return scanner.string(span) }
            var position = span.start
            while position < span.end {
                if bytes[position] == UInt8(ascii: "\\") {
                    guard bytes[position + 1] == UInt8(ascii: "/") else { return nil }
                    position += 2
                } else {
                    position += 1
                }
            }
            return scanner.string(span)
        }
    }
}

extension StarSnapshot {
    /// A snapshot as `history.json` stores it: whole seconds since 1970, and stars.
    init(time: Int, stars: Int) {
        self.init(at: Date(timeIntervalSince1970: TimeInterval(time)), stars: stars)
    }
}
