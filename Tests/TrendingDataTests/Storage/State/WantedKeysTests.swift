import Foundation
import Testing
@testable import TrendingData

@Suite("WantedKeys: the repos a restricted state read keeps")
struct WantedKeysTests {
    @Test("a name in any case is wanted exactly when its lower-cased form is")
    func foldsNames() {
        let keys: Set<String> = ["octo-org/rocket", "ünï/x", "a/b"]
        let sut = WantedKeys(keys)
        for name in ["octo-org/rocket", "Octo-Org/ROCKET", "octo-org/rockets", "ÜNÏ/X", "ünï/x", "A/B", "a/c", "", "/", "K/b"] {
            #expect(sut.contains(folding: name) == keys.contains(name.lowercased()), "\(name)")
        }
    }

    @Test("eight bytes are lower-cased at once exactly as byte by byte, for every ASCII byte in every place")
    func lowersWords() {
        for byte in UInt8(0)..<0x80 {
            for place in 0..<8 {
                var bytes: [UInt8] = Array("Ab-Z@[z`".utf8)
                bytes[place] = byte
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                let expected = bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                #expect(WantedKeys.lowered(word) == expected, "\(byte) at \(place)")
            }
        }
    }

    @Test("a bookmark's name, in any case, is never passed over when wanted; a name beyond ASCII is always read")
    func foldsSpans() {
        let keys: Set<String> = Set((0..<300).map { "owner-\($0)/repo.name_\($0)" } + ["ünï/x"])
        let sut = WantedKeys(keys)
        func mayContain(_ name: String) -> Bool {
            Array(("\"" + name + "\"").utf8).withUnsafeBytes { raw in
                var scanner = JSONByteScanner(raw)
                return scanner.stringSpan().map { sut.mayContain(folding: $0, in: raw) } ?? true
            }
        }
        for key in keys {
            #expect(mayContain(key) && mayContain(key.uppercased()), "\(key)")
        }
        #expect(mayContain("ÜNÏ/X") && mayContain("else/ü"))
        #expect((0..<1000).filter { mayContain("Stranger-\($0)/Repo") }.count < 200)
    }

    @Test("a seen entry is passed over in one pass exactly when its key's hash says surely not wanted, for every length")
    func passOverSeenEntryAgrees() {
        let names = (0..<40).map { String(repeating: "k", count: $0) } + (0..<200).map { "seen-owner-\($0)/seen-repo-\($0)" }
        let sut = WantedKeys(Set(names.enumerated().filter { $0.offset.isMultiple(of: 3) }.map(\.element)))
        var passedOver = 0
        for name in names + ["caf\u{E9}/x", #"a\/b"#] {
            for after in [#":1795435200.25,"next":2}"#, ":1}", ""] {
                let bytes = Array(("\"" + name + "\"" + after).utf8)
                bytes.withUnsafeBytes { raw in
                    var strict = JSONByteScanner(raw)
                    let span = strict.stringSpan()
                    var scanner = JSONByteScanner(raw)
                    let passed = sut.passOverSeenEntry(&scanner)
                    if sut.keys.contains(name) || after.isEmpty || span?.escaped != false || !name.utf8.allSatisfy({ $0 < 0x80 }) {
                        #expect(!passed, "\(name)\(after)")
                    } else if let span, after.utf8.count >= 8 {
                        // With eight bytes to load past the quote; nearer the end it may read strictly.
                        #expect(passed == !sut.mayContain(span, in: raw), "\(name)\(after)")
                    }
                    if passed {
                        passedOver += 1
                        // Left at the separator that follows the time.
                        #expect(raw[scanner.index] == UInt8(ascii: after.hasPrefix(":1}") ? "}" : ","), "\(name)\(after)")
                    } else {
                        #expect(scanner.index == 0, "\(name)\(after)")
                    }
                }
            }
        }
        #expect(passedOver > 200)
    }

    @Test("a wanted key's span is never passed over, written with or without escaped slashes")
    func neverMissesAWantedKey() {
        let keys: Set<String> = Set((0..<300).map { "owner-\($0)/repo-\($0)" })
        let sut = WantedKeys(keys)
        for key in keys {
            for written in [key, key.replacing("/", with: "\\/")] {
                let bytes = Array(("\"" + written + "\"").utf8)
                bytes.withUnsafeBytes { raw in
                    var scanner = JSONByteScanner(raw)
                    let span = scanner.stringSpan()
                    #expect(span.map { sut.mayContain($0, in: raw) } == true, "\(written)")
                }
            }
        }
        // And most others are: the filter is worth its bits.
        let passed = (0..<1000).filter { index in
            let bytes = Array("\"stranger-\(index)/repo\"".utf8)
            return bytes.withUnsafeBytes { raw in
                var scanner = JSONByteScanner(raw)
                return scanner.stringSpan().map { sut.mayContain($0, in: raw) } ?? true
            }
        }
        #expect(passed.count < 200)
    }
}
