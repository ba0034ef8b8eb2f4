/// Numbers written in ASCII digits, read from bytes: dates and times are read
/// byte by byte on every page and row, where splitting strings would cost
/// thousands of instructions each.
public enum ASCIIDigits {
    /// The decimal value of `digits`, or `nil` if any byte is not a digit.
    public static func value(of digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
