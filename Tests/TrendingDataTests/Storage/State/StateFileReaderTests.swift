import Foundation
import Testing
@testable import TrendingData
import TrendingDomain

/// The fast `state.json` reader gives exactly what `JSONDecoder` gives, or leaves the file to it.
@Suite("StateFileReader")
struct StateFileReaderTests {
    @Test("reads what the store writes, exactly as JSONDecoder does")
    func written() throws {
        for state in [UserState(), bigState()] {
            let data = try JSONEncoder().encode(StateFileDTO(state))

            let fast = try #require(StateFileReader.read(data))

            #expect(fast == (try JSONDecoder().decode(StateFileDTO.self, from: data)))
            #expect(fast.state != nil)
        }
    }

    @Test("the store writes its members in a fixed order, readable as JSONEncoder's own output")
    func orderedJSON() throws {
        for state in [UserState(), bigState()] {
            let dto = StateFileDTO(state)

            let data = try dto.orderedJSON()

            let text = String(decoding: data, as: UTF8.self)
            #expect(text.hasPrefix(#"{"version":1,"hidden":["#))
            let members = ["\"hidden\":", "\"last_shown\":", "\"bookmarks\":", "\"seen\":"].map { text.range(of: $0)?.lowerBound }
            #expect(members.allSatisfy { $0 != nil } && members.map { $0! } == members.map { $0! }.sorted())
            // Each bookmark's name before its details: a restricted read passes those over.
            #expect(!text.contains(#"{"added_at""#) && !text.contains(#"{"details""#))
            #expect(try JSONDecoder().decode(StateFileDTO.self, from: data) == dto)
            #expect(StateFileReader.read(data) == dto)
            #expect(StateFileReader.hidden(data)?.version == 1)
        }
    }

    @Test("agrees with JSONDecoder on unusual files, or leaves them to it", arguments: [
        #"{"version":1,"bookmarks":[],"hidden":[],"seen":{"a\/b":1.5,"c/d":2},"last_shown":[]}"#,
        #"{"version":2,"bookmarks":[],"hidden":[],"seen":{},"last_shown":[],"future":true}"#,
        #"{"version":1,"bookmarks":[],"hidden":[],"seen":{"a/b":1,"a/b":2},"last_shown":[]}"#,
        #"{"version":1,"bookmarks":[],"hidden":[],"seen":{"a/b":1e3},"last_shown":[]}"#,
        #"{"version":1,"bookmarks":[],"hidden":[],"seen":{"a/b":1e999},"last_shown":[]}"#,
        #"{"version":1,"bookmarks":[],"hidden":[],"seen":{"a/b":"1"},"last_shown":[]}"#,
        #"{"version":1.0,"bookmarks":[],"hidden":[],"seen":{},"last_shown":[]}"#,
        #"{"version":1,"bookmarks":[],"hidden":[],"seen":{}}"#,
        #"{"version":1,"version":1,"bookmarks":[],"hidden":[],"seen":{},"last_shown":[]}"#,
        #"{"version":1,"bookmarks":[{"full_name":"a/b","added_at":1795435200,"details":null}],"hidden":[],"seen":{},"last_shown":[]}"#,
        #"{"version":1,"bookmarks":[{"full_name":"a/b","added_at":1795435200,"details":{"id":1,"owner":"a","name":"b","stars":1,"forks":0,"url":"https://github.com/a/b","created_at":1795435200,"description":null}}],"hidden":[],"seen":{},"last_shown":[]}"#,
        #"{"version":1,"bookmarks":[{"full_name":"a/b","added_at":1795435200,"details":{"id":1}}],"hidden":[],"seen":{},"last_shown":[]}"#,
        #"{"version":1,"bookmarks":[],"hidden":[{"full_name":"x/y","hidden_at":1795435200.25}],"seen":{},"last_shown":[{"full_name":"x/y","url":"https:\/\/github.com\/x\/y"}]}"#,
        #"{"version":1,"bookmarks":[],"hidden":[],"seen":{},"last_shown":[{"full_name":"x/y","url":"u","url":"v"}]}"#,
        #"{"version":1,"bookmarks":[],"hidden":[],"seen":{},"last_shown":[{"full_n\u0061me":"x/y","url":"u"}]}"#,
        #"{"version":1,"bookmarks":[],"hidden":[],"seen":{},"last_shown":[{"url":"u","full_name":"x/y"},{}]}"#,
        #"{"version":1,"bookmarks":[],"hidden":[],"seen":{},"last_shown":[{"full_name":"x/y","url":"u","extra":1}]}"#,
        #"{"version":1,"bookmarks":[],"hidden":[],"seen":{},"last_shown":[{"full_name":"x/y"}]}"#,
        #"{"version":1,"bookmarks":[],"hidden":[],"seen":{},"last_shown":[]} trailing"#,
        #"[]"#, "", "{}",
    ])
    func agrees(file: String) {
        let data = Data(file.utf8)
        let fast = StateFileReader.read(data)
        #expect(fast == nil || fast == (try? JSONDecoder().decode(StateFileDTO.self, from: data)), "\(file)")
        for keys in [[], ["a/b"], ["x/y"], ["a/b", "x/y"]] as [Set<String>] {
            #expect(LocalUserStateStore.restrictedReadAgrees(on: data, keys: keys), "\(keys): \(file)")
        }
    }

    @Test("a bookmark's details passed over are checked exactly as they are read", arguments: [
        #"{"id":1,"owner":"a","name":"b","stars":1,"forks":0,"url":"https:\/\/github.com\/a\/b","created_at":1795435200}"#,
        #"{"id":1,"owner":"a","name":"b","stars":1,"forks":0,"url":"u","created_at":1795435200.5,"description":null,"language":"Swift"}"#,
        #"{"id":1,"owner":"a","name":"b","stars":1,"forks":0,"url":"u","created_at":1795435200,"description":"\ud83d\ude00"}"#,
        #"{"id":1,"owner":"a","name":"b","stars":1,"forks":0,"url":"u","created_at":1795435200,"description":"\ud83d"}"#,
        #"{"id":1,"owner":"a","name":"b","stars":1,"forks":0,"url":"u"}"#,
        #"{"id":1,"id":1,"owner":"a","name":"b","stars":1,"forks":0,"url":"u","created_at":1795435200}"#,
        #"{"id":1.5,"owner":"a","name":"b","stars":1,"forks":0,"url":"u","created_at":1795435200}"#,
        #"{"id":1,"owner":null,"name":"b","stars":1,"forks":0,"url":"u","created_at":1795435200}"#,
        #"{"id":1,"owner":"a","name":"b","stars":1,"forks":0,"url":"u","created_at":1795435200,"extra":1}"#,
        #"{"id":1,"owner":"a","name":"b","stars":1,"forks":0,"url":"u","created_at":"1795435200"}"#,
        #"{"id":1,"owner":"a","name":"b","stars":1,"forks":0,"url":"u","created_at":1795435200,"language":7}"#,
    ])
    func skipRepoAgrees(details: String) {
        func reader(_ raw: UnsafeRawBufferPointer) -> StoredJSONReader { StoredJSONReader(scanner: JSONByteScanner(raw)) }
        let read = Array(details.utf8).withUnsafeBytes { raw in
            var sut = reader(raw)
            return sut.repo() != nil && sut.scanner.atEnd
        }
        let skipped = Array(details.utf8).withUnsafeBytes { raw in
            var sut = reader(raw)
            return sut.skipRepo() && sut.scanner.atEnd
        }
        #expect(skipped == read)
    }

    @Test("a read restricted to some repos gives what the whole read restricted to them gives")
    func restricted() throws {
        let state = bigState()
        let data = try JSONEncoder().encode(StateFileDTO(state))
        let keySets: [Set<String>] = [[], ["owner-2/repo-2", "seen-7/r", "nobody/else"], Set(state.seen.keys), Set(state.bookmarks.keys)]

        let whole = try #require(StateFileReader.read(data)?.state)
        for keys in keySets {
            let restricted = try #require(StateFileReader.read(data, keys: keys)?.state, "\(keys)")

            #expect(restricted == whole.restricted(to: keys), "\(keys)")
            #expect(restricted.seen.count == whole.restricted(to: keys).seen.count)
        }
        #expect(StateFileReader.read(data, keys: ["owner-2/repo-2"])?.bookmarks.map(\.full_name) == ["owner-2/repo-2"])
    }

    @Test("a restricted read refuses a file whose strings or brackets don't close, even in the entries it passes over", arguments: [
        #"{"version":1,"bookmarks":[{"full_name":"c/d","added_at":1795435200,"details":{"id":1,]}}],"hidden":[],"seen":{},"last_shown":[]}"#,
        #"{"version":1,"bookmarks":[{"full_name":"c/d","added_at":1795435200,"details":{"id":1}],"hidden":[],"seen":{},"last_shown":[]}"#,
        #"{"version":1,"bookmarks":[{"full_name":"c/d","added_at":1795435200,"details":"x}],"hidden":[],"seen":{},"last_shown":[]}"#,
        #"{"version":1,"bookmarks":[],"hidden":[],"seen":{"c/d":1,},"last_shown":[]}"#,
        #"{"version":1,"bookmarks":[],"hidden":[],"seen":{"c/d\q":1},"last_shown":[]}"#,
        #"{"version":1,"bookmarks":[],"hidden":[],"seen":{"c/d" 1},"last_shown":[]}"#,
    ])
    func restrictedRefusesBrokenJSON(file: String) {
        #expect(StateFileReader.read(Data(file.utf8), keys: ["a/b"]) == nil)
        #expect(StateFileReader.read(Data(file.utf8)) == nil)
    }

    @Test("a restricted read does not judge what it passes over; the whole read does", arguments: [
        #"{"version":1,"bookmarks":[],"hidden":[],"seen":{"c/d":1e300},"last_shown":[]}"#,
        #"{"version":1,"bookmarks":[],"hidden":[],"seen":{"c/d":12},"last_shown":[]}"#,
        #"{"version":1,"bookmarks":[{"full_name":"nameless","added_at":1795435200,"details":null}],"hidden":[],"seen":{},"last_shown":[]}"#,
        #"{"version":1,"bookmarks":[{"full_name":"c/d","added_at":5,"details":null}],"hidden":[],"seen":{},"last_shown":[]}"#,
        #"{"version":1,"bookmarks":[{"full_name":"c/d","added_at":1795435200,"details":{"id":1}}],"hidden":[],"seen":{},"last_shown":[]}"#,
        #"{"version":1,"bookmarks":[{"full_name":"c/d","added_at":1795435200,"details":{"id":01}}],"hidden":[],"seen":{},"last_shown":[]}"#,
        #"{"version":1,"bookmarks":[{"full_name":"c/d","added_at":1795435200,"x":}],"hidden":[],"seen":{},"last_shown":[]}"#,
        #"{"version":1,"bookmarks":[{"full_name":"c/d","added_at":1795435200,"details":"\x"}],"hidden":[],"seen":{},"last_shown":[]}"#,
        #"{"version":1,"bookmarks":[],"hidden":[],"seen":{"c/d":"x"},"last_shown":[]}"#,
        #"{"version":1,"bookmarks":[],"hidden":[],"seen":{"c/d":-},"last_shown":[]}"#,
    ])
    func restrictedPassesOver(file: String) throws {
        let data = Data(file.utf8)
        let restricted = try #require(StateFileReader.read(data, keys: ["a/b"]))
        #expect(restricted.state == UserState())
        #expect(StateFileReader.read(data)?.state == nil)
        #expect((try? JSONDecoder().decode(StateFileDTO.self, from: data))?.state == nil)
        // A wanted entry is judged as the whole read judges it.
        let wanted = file.replacingOccurrences(of: "c/d", with: "a/b")
        #expect(StateFileReader.read(Data(wanted.utf8), keys: ["a/b", "nameless"])?.state == nil)
    }

    @Test("a bookmark passed over ends at its own closing brace, whatever its strings hold")
    func passOverFollowsStrings() throws {
        let details = #"{"id":1,"owner":"c","name":"d","stars":1,"forks":0,"url":"u","created_at":1795435200,"description":"} ] { [ \" \\\" é 🚀 \u007d"}"#
        let other = #"{"full_name":"c/d","added_at":1795435200,"details":"# + details + "}"
        let wanted = #"{"full_name":"a/b","added_at":1795435200,"details":null}"#
        let file = #"{"version":1,"bookmarks":["# + other + "," + wanted + "," + other + #"],"hidden":[],"seen":{},"last_shown":[]}"#
        let data = Data(file.utf8)

        let restricted = try #require(StateFileReader.read(data, keys: ["a/b"]))

        #expect(restricted.bookmarks.map(\.full_name) == ["a/b"])
        #expect(LocalUserStateStore.restrictedReadAgrees(on: data, keys: ["a/b"]))
        #expect(StateFileReader.read(data)?.bookmarks.count == 3)
    }

    @Test("passing over an object's rest follows nesting and strings, unchecked, and refuses what does not close", arguments: [
        (#""a":1}x"#, "x"), (#""}":"]"}x"#, "x"), (#""a":{"b":[1,{"c":"{"}]}}x"#, "x"), (#""a":"\"}"}x"#, "x"),
        (#""a":1]"#, nil), (#""a":"}"#, nil), (#""a":{"b":1}"#, nil), (#""a":"\q"}x"#, "x"), (#""a":"\"#, nil), ("", nil),
    ] as [(String, String?)])
    func passOverRest(rest: String, after: String?) {
        let bytes = Array(rest.utf8)
        bytes.withUnsafeBytes { raw in
            var sut = JSONByteScanner(raw)
            let passed = sut.passOverRest(of: UInt8(ascii: "{"))
            #expect(passed == (after != nil), "\(rest)")
            if let after, passed {
                #expect(String(decoding: raw[sut.index...], as: UTF8.self) == after, "\(rest)")
            }
        }
    }

    @Test("bookmarks passed over in the file as the store lays it out end where the next begins, whatever their text holds")
    func passOverOrdered() throws {
        var state = UserState()
        let now = Date(timeIntervalSince1970: 1_795_435_200)
        for n in 0..<30 {
            let name = RepoName(parsing: "o-\(n)/r-\(n)")!
            let description = n.isMultiple(of: 3) ? #"},{"full_name":"x/y"}],"seen":{ } ] \"#  : "plain"
            let details = Repo(
                id: n, owner: "o-\(n)", name: "r-\(n)", description: description, language: nil, stars: n, forks: 0,
                url: URL(string: "https://github.com/o-\(n)/r-\(n)")!, createdAt: now
            )
            state.bookmarks[name.key] = Bookmark(name: name, addedAt: now, details: n.isMultiple(of: 5) ? nil : details)
            state.seen["s-\(n)/x"] = now
        }
        let data = try StateFileDTO(state).orderedJSON()
        for keys in [[], ["o-0/r-0"], ["o-29/r-29"], ["o-3/r-3", "o-4/r-4", "s-7/x"], Set(state.bookmarks.keys)] as [Set<String>] {
            let restricted = try #require(StateFileReader.read(data, keys: keys)?.state, "\(keys)")
            #expect(restricted == state.restricted(to: keys), "\(keys)")
        }
    }

    @Test("a bookmark is passed over by its name alone only when the name comes first and is surely not wanted")
    func passOverNeedsTheNameFirst() throws {
        // The name after the details: the details are read, and checked, as the whole read reads them.
        let late = #"{"version":1,"bookmarks":[{"added_at":1795435200,"details":{"id":1},"full_name":"c/d"}],"hidden":[],"seen":{},"last_shown":[]}"#
        #expect(StateFileReader.read(Data(late.utf8), keys: ["a/b"]) == nil)
        // Any case of a wanted name is wanted, and read in full.
        let cased = #"{"version":1,"bookmarks":[{"full_name":"A/B","added_at":1795435200,"details":null}],"hidden":[],"seen":{},"last_shown":[]}"#
        #expect(StateFileReader.read(Data(cased.utf8), keys: ["a/b"])?.bookmarks.map(\.full_name) == ["A/B"])
    }

    @Test("handles escaped names and fractions itself")
    func fastPath() throws {
        let data = Data(#"{"version":1,"bookmarks":[],"hidden":[{"full_name":"x\/y","hidden_at":1795435200.25}],"seen":{"a\/b":1795449191.0755286},"last_shown":[]}"#.utf8)

        let fast = try #require(StateFileReader.read(data))

        #expect(fast == (try JSONDecoder().decode(StateFileDTO.self, from: data)))
        #expect(fast.seen["a/b"] == 1795449191.0755286)
    }

    private func bigState() -> UserState {
        var state = UserState()
        let now = Date(timeIntervalSince1970: 1_795_435_200.123456)
        for n in 0..<50 {
            let name = RepoName(parsing: "owner-\(n)/repo-\(n)")!
            let details = n.isMultiple(of: 2) ? Repo(
                id: n, owner: "owner-\(n)", name: "repo-\(n)", description: n.isMultiple(of: 4) ? "d \"é\" 🚀 \u{1B}" : nil,
                language: n.isMultiple(of: 3) ? nil : "Swift", stars: n * 7, forks: n, url: URL(string: "https://github.com/owner-\(n)/repo-\(n)")!,
                createdAt: now.addingTimeInterval(-Double(n) * 86_400.5)
            ) : nil
            state.bookmarks[name.key] = Bookmark(name: name, addedAt: now.addingTimeInterval(Double(n) / 3), details: details)
            state.hidden["hidden-\(n)/r"] = HiddenRepo(name: RepoName(parsing: "hidden-\(n)/r")!, hiddenAt: now)
            state.seen["seen-\(n)/r"] = now.addingTimeInterval(Double(n) * 0.1)
            state.lastShown.append(ShownRepo(name: name, url: URL(string: "https://github.com/owner-\(n)/repo-\(n)")!))
        }
        return state
    }
}
