/// Text read back through the disguises a server may put a token in: percent-encoding and
/// numeric or named entities, layer by layer, each scalar kept with the span of the original
/// scalars it came from (so that what matches can be masked where it stands).
enum DisguisedText {
    /// One scalar of the text as read back: itself, or what an encoding of it spells, with the
    /// span of the original scalars it came from.
    struct Unit {
        let scalar: Unicode.Scalar
        let start: Int
        let end: Int
    }

    /// `scalars` decoded layer by layer (percent-encoding and numeric entities), a few deep.
    static func decoded(_ scalars: [Unicode.Scalar]) -> [Unit] {
        var units = scalars.enumerated().map { Unit(scalar: $1, start: $0, end: $0 + 1) }
        for _ in 0..<6 {
            guard units.contains(where: { $0.scalar == "%" || $0.scalar == "&" }) else { break }
            let next = layer(units)
            if next.count == units.count { break }
            units = next
        }
        return units
    }

    /// One layer of decoding: each `%XX` (ASCII) and `&#NNN;` / `&#xHH;` becomes the unit it spells.
    static func layer(_ units: [Unit]) -> [Unit] {
        var out: [Unit] = []
        out.reserveCapacity(units.count)
        var index = 0
        while index < units.count {
            if let (unit, length) = percent(units, at: index) ?? entity(units, at: index) {
                out.append(unit)
                index += length
            } else {
                out.append(units[index])
                index += 1
            }
        }
        return out
    }

    /// `%XX`, or the `%XX%XX…` of one UTF-8 encoded scalar (`%E2%80%8B`, a zero-width space).
    static func percent(_ units: [Unit], at index: Int) -> (Unit, Int)? {
        guard let lead = byte(units, at: index) else { return nil }
        if lead < 0x80 { return (Unit(scalar: Unicode.Scalar(lead), start: units[index].start, end: units[index + 2].end), 3) }
        let count = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
        guard count > 0 else { return nil }
        var value = UInt32(lead) & (count == 2 ? 0x1F : count == 3 ? 0x0F : 0x07)
        for part in 1..<count {
            guard let next = byte(units, at: index + 3 * part), next & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(next & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (Unit(scalar: scalar, start: units[index].start, end: units[index + 3 * count - 1].end), 3 * count)
    }

    /// The byte a `%XX` at `index` encodes.
    static func byte(_ units: [Unit], at index: Int) -> UInt8? {
        guard index + 2 < units.count, units[index].scalar == "%",
              let high = hex(units[index + 1].scalar), let low = hex(units[index + 2].scalar)
        else { return nil }
        return UInt8(high * 16 + low)
    }

    static func entity(_ units: [Unit], at index: Int) -> (Unit, Int)? {
        guard units[index].scalar == "&", index + 1 < units.count else { return nil }
        guard units[index + 1].scalar == "#" else { return namedEntity(units, at: index) }
        var position = index + 2, value = 0, digits = 0
        let isHex = position < units.count && (units[position].scalar == "x" || units[position].scalar == "X")
        if isHex { position += 1 }
        while position < units.count, units[position].scalar != ";", digits < 8 {
            let scalar = units[position].scalar
            guard let digit = isHex ? hex(scalar) : (("0"..."9").contains(scalar) ? Int(scalar.value - 0x30) : nil) else { return nil }
            value = value * (isHex ? 16 : 10) + digit
            digits += 1
            position += 1
        }
        guard digits > 0, position < units.count, units[position].scalar == ";", let scalar = Unicode.Scalar(value) else { return nil }
        return (Unit(scalar: scalar, start: units[index].start, end: units[position].end), position + 1 - index)
    }

    /// `&lowbar;`, `&amp;` and the other names the display decodes, as the one scalar each spells.
    static func namedEntity(_ units: [Unit], at index: Int) -> (Unit, Int)? {
        var position = index + 1, name = "&"
        while position < units.count, position - index <= 32, units[position].scalar.properties.isAlphabetic || ("0"..."9").contains(units[position].scalar) {
            name.unicodeScalars.append(units[position].scalar)
            position += 1
        }
        guard position < units.count, units[position].scalar == ";", name.count > 1 else { return nil }
        name += ";"
        let decoded = HTMLEntityDecoder.decode(name, names: .html).unicodeScalars
        guard decoded.count == 1, let scalar = decoded.first, String(decoded) != name else { return nil }
        return (Unit(scalar: scalar, start: units[index].start, end: units[position].end), position + 1 - index)
    }

    static func hex(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x30...0x39: Int(scalar.value - 0x30)
        case 0x41...0x46: Int(scalar.value - 0x41 + 10)
        case 0x61...0x66: Int(scalar.value - 0x61 + 10)
        default: nil
        }
    }
}
