/// Numbers read straight from the UTF-8 bytes of dates and times, the one
/// place it is written: every film of a page carries a date, and splitting
/// strings costs thousands of instructions each.
enum ASCIIDigits {
    /// The decimal value of ASCII digits, or `nil` if any byte is not one.
    static func value(of digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
