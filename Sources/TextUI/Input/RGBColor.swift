#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A colour a terminal reports, with each channel from 0 to 1.
public struct RGBColor: Hashable, Sendable {
    public let red: Double
    public let green: Double
    public let blue: Double

    /// Channels outside 0…1 are clamped.
    public init(red: Double, green: Double, blue: Double) {
        self.red = min(1, max(0, red))
        self.green = min(1, max(0, green))
        self.blue = min(1, max(0, blue))
    }

    /// The relative luminance (WCAG, from linear light), 0 for black to 1 for white.
    public var relativeLuminance: Double {
        0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
    }

    /// `#rrggbb`, for logs.
    public var hexDescription: String {
        "#" + [red, green, blue].map { channel in
            let value = Int((channel * 255).rounded())
            return String(value / 16, radix: 16) + String(value % 16, radix: 16)
        }.joined()
    }

    private static func linear(_ channel: Double) -> Double {
        channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }

    /// Parses an X11 colour as terminals report it: `rgb:R/G/B` with one to
    /// four hex digits a channel (each scaled to its own maximum, as
    /// XParseColor does), `rgba:R/G/B/A`, or `#RGB`, `#RRGGBB`, `#RRRRGGGGBBBB`.
    public init?(x11Specification text: String) {
        let lowered = text.lowercased()
        let channels: [Substring]
        if lowered.hasPrefix("#") {
            let digits = lowered.dropFirst()
            guard [3, 6, 12].contains(digits.count) else { return nil }
            let width = digits.count / 3
            channels = (0..<3).map { index in
                let start = digits.index(digits.startIndex, offsetBy: index * width)
                return digits[start..<digits.index(start, offsetBy: width)]
            }
        } else if lowered.hasPrefix("rgb:") {
            channels = lowered.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false)
            guard channels.count == 3 else { return nil }
        } else if lowered.hasPrefix("rgba:") {
            channels = lowered.dropFirst(5).split(separator: "/", omittingEmptySubsequences: false)
            guard channels.count == 4 else { return nil }
        } else {
            return nil
        }
        var values: [Double] = []
        for channel in channels.prefix(3) {
            guard (1...4).contains(channel.count), channel.allSatisfy(\.isHexDigit), let value = Int(channel, radix: 16) else { return nil }
            values.append(Double(value) / Double((1 << (4 * channel.count)) - 1))
        }
        self.init(red: values[0], green: values[1], blue: values[2])
    }
}
