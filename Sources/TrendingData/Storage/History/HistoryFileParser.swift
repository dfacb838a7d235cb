#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrendingDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fast reader for `history.json`'s one shape: `{"version":N,"repos":{"key":[[t,s],…],…}}`.
///
/// The history is read on every list, cached or not, and `JSONDecoder` spends milliseconds on a
/// full one. This reads the bytes directly. It accepts any whitespace and either key order, and
/// gives up (nil) on anything else, such as a string escape, so the caller can fall back to
/// `JSONDecoder` and its stricter verdict.
enum HistoryFileParser {
    struct File: Equatable {
        let version: Int
        let repos: [String: [Pair]]
    }

    /// One `[t, s]`: read straight into the snapshot a list measures with, no copy between.
    typealias Pair = StarSnapshot

    /// - Parameter keys: when given, only these repos' snapshots are read; the others are only
    ///   checked for shape and skipped, which keeps a cached list's cost independent of how much
    ///   history there is.
    ///   - stopsWhenFound: with `keys`, stop once every key is read, when the version came
    ///     first (as `HistoryFileWriter` writes it): the rest of the file, which may be cut short
    ///     (a head read), is not looked at.
    ///   - since: with `keys`, each series is cut to its tail from this time (`StarSnapshot.tail`),
    ///     read back from the series' end; the snapshots before it are passed over unread.
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
        let bytes: UnsafeRawBufferPointer
        let keys: Set<String>?
        var stopsWhenFound = false
        /// Set: wanted series are cut to their tail from this time.
        var since: Date?
        var index = 0
        /// Set when `repos()` returned as soon as it had every key, before the object's end.
        var stoppedEarly = false

        init(bytes: UnsafeRawBufferPointer, keys: Set<String>?, stopsWhenFound: Bool = false) {
            self.bytes = bytes
            self.keys = keys
            self.stopsWhenFound = stopsWhenFound
        }

        mutating func file() -> File? {
            var version: Int?
            var repos: [String: [Pair]]?
            let ok = object { parser, key in
                switch key {
                case "version": version = parser.integer(); return version != nil
                case "repos":
                    // Stopping needs the version in hand: it comes first as this tool writes it.
                    guard let read = parser.repos(stoppingEarly: version != nil) else { return false }
                    repos = read
                    // Stopped: the object is left unfinished, and `ok` false says nothing more.
                    return !parser.stoppedEarly
                default: return false
                }
            }
            if stoppedEarly, let version, let repos { return File(version: version, repos: repos) }
            guard ok else { return nil }
            skipSpace()
            guard index == bytes.count, let version, let repos else { return nil }
            return File(version: version, repos: repos)
        }

        mutating func repos(stoppingEarly: Bool = false) -> [String: [Pair]]? {
            var result: [String: [Pair]] = [:]
            let wanted = stopsWhenFound && stoppingEarly ? keys?.count : nil
            guard consume(UInt8(ascii: "{")) else { return nil }
            if consume(UInt8(ascii: "}")) { return result }
            repeat {
                guard let key = string(), consume(UInt8(ascii: ":")) else { return nil }
                if let keys, !keys.contains(key) {
                    guard skipPairs() else { return nil }
                    continue
                }
                if let since, let tail = tailPairs(since: since.timeIntervalSince1970) {
                    result[key] = tail
                } else {
                    guard let pairs = pairs() else { return nil }
                    result[key] = since.map { StarSnapshot.tail(pairs, since: $0) } ?? pairs
                }
                if let wanted, result.count == wanted {
                    stoppedEarly = true
                    return result
                }
            } while consume(UInt8(ascii: ","))
            return consume(UInt8(ascii: "}")) ? result : nil
        }

        static func isSpace(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x20, 0x0A, 0x0D, 0x09: true
            default: false
            }
        }

        mutating func peek() -> UInt8? {
            skipSpace()
            return index < bytes.count ? bytes[index] : nil
        }

        /// `[[t,s],…]`
        mutating func pairs() -> [Pair]? {
            skipSpace()
            if let compact = compactPairs() { return compact }
            var result: [Pair] = []
            let ok = array { parser in
                guard parser.consume(UInt8(ascii: "[")), let time = parser.integer(), parser.consume(UInt8(ascii: ",")),
                      let stars = parser.integer(), parser.consume(UInt8(ascii: "]")),
                      // An impossible snapshot makes the file corrupt, never a trap later on.
                      PlausibleDate.contains(Double(time)), PlausibleCount.contains(stars)
                else { return false }
                result.append(Pair(time: time, stars: stars))
                return true
            }
            return ok ? result : nil
        }

        /// `{ "key": value, … }`, calling `member` to read each value.
        mutating func object(_ member: (inout Parser, String) -> Bool) -> Bool {
            guard consume(UInt8(ascii: "{")) else { return false }
            if consume(UInt8(ascii: "}")) { return true }
            repeat {
                guard let key = string(), consume(UInt8(ascii: ":")), member(&self, key) else { return false }
            } while consume(UInt8(ascii: ","))
            return consume(UInt8(ascii: "}"))
        }

        /// `[ value, … ]`, calling `element` to read each value.
        mutating func array(_ element: (inout Parser) -> Bool) -> Bool {
            guard consume(UInt8(ascii: "[")) else { return false }
            if consume(UInt8(ascii: "]")) { return true }
            repeat {
                guard element(&self) else { return false }
            } while consume(UInt8(ascii: ","))
            return consume(UInt8(ascii: "]"))
        }

        mutating func string() -> String? {
            guard consume(UInt8(ascii: "\"")) else { return nil }
            // Most keys have no escape and no control character: one `String` from the bytes.
            if let base = bytes.baseAddress, let quote = memchr(base + index, Int32(UInt8(ascii: "\"")), bytes.count - index) {
                let end = base.distance(to: UnsafeRawPointer(quote))
                let raw = UnsafeRawBufferPointer(rebasing: bytes[index..<end])
                if !raw.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\\") }) {
                    index = end + 1
                    return String(decoding: raw, as: UTF8.self)
                }
            }
            var text: [UInt8] = []
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] < 0x20 { return nil }
                if bytes[index] == UInt8(ascii: "\\") {
                    // `\/` is how JSONEncoder may write the slash in `owner/name`; any other
                    // escape never occurs in our keys, so it is left to JSONDecoder.
                    guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") else { return nil }
                    index += 1
                }
                text.append(bytes[index])
                index += 1
            }
            guard index < bytes.count else { return nil }
            index += 1
            return String(decoding: text, as: UTF8.self)
        }

        /// An integer of at most 18 digits (a time or a count needs 10 or fewer): no overflow
        /// to check on the way. A fraction or exponent is not this file's shape.
        mutating func integer() -> Int? {
            skipSpace()
            var position = index
            let negative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
            if negative { position += 1 }
            let digitsStart = position
            var value = 0
            while position < bytes.count, bytes[position] &- UInt8(ascii: "0") < 10 {
                guard position - digitsStart < 18 else { return nil }
                value = value &* 10 &+ Int(bytes[position] &- UInt8(ascii: "0"))
                position += 1
            }
            guard position > digitsStart else { return nil }
            if position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): return nil
                default: break
                }
            }
            index = position
            return negative ? -value : value
        }

        mutating func consume(_ byte: UInt8) -> Bool {
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x0A, 0x0D, 0x09: index += 1
                default: return
                }
            }
        }
    }
}

extension StarSnapshot {
    /// A snapshot as `history.json` stores it: whole seconds since 1970, and stars.
    init(time: Int, stars: Int) {
        self.init(at: Date(timeIntervalSince1970: TimeInterval(time)), stars: stars)
    }
}
