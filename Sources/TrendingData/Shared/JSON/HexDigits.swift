extension UInt8 {
    /// Two upper-case hex digits, `0A`: `String(format: "%02X")` without full Foundation.
    var uppercaseHex: String {
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        return String(String.UnicodeScalarView([digits[Int(self >> 4)], digits[Int(self & 0x0F)]]))
    }
}
