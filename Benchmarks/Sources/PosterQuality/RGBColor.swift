/// An 8-bit sRGB colour, as a truecolor terminal cell shows it.
struct RGBColor: Hashable, Sendable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8
}
