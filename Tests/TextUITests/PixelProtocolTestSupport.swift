import CZlib
import Testing

/// Pictures and independent decoders for the pixel protocol tests: what the
/// encoders write is read back here with zlib and by hand, not with the
/// encoders' own code.
enum PixelTestPicture {
    static let red: [UInt8] = [255, 0, 0]
    static let green: [UInt8] = [0, 160, 0]
    static let blue: [UInt8] = [0, 0, 255]
    static let white: [UInt8] = [255, 255, 255]
    static let black: [UInt8] = [0, 0, 0]
    static let yellow: [UInt8] = [250, 210, 20]

    /// 4×6 pixels: red and green blocks, blue and white blocks, then a
    /// black and yellow checkerboard.
    static let width = 4
    static let height = 6
    static let pixels: [UInt8] = [
        red, red, green, green,
        red, red, green, green,
        blue, blue, white, white,
        blue, blue, white, white,
        black, yellow, black, yellow,
        yellow, black, yellow, black,
    ].flatMap { $0 }

    /// A smooth picture with thousands of colours: hue across, brightness down.
    static func gradient(width: Int, height: Int) -> [UInt8] {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let red = x * 255 / max(1, width - 1)
                let green = y * 255 / max(1, height - 1)
                let blue = (x + y) * 255 / max(1, width + height - 2)
                pixels += [UInt8(red), UInt8(green), UInt8(255 - blue)]
            }
        }
        return pixels
    }

    /// Bytes with the escape and bell characters spelled out, for goldens.
    static func visible(_ bytes: [UInt8]) -> String {
        var text = ""
        for byte in bytes {
            switch byte {
            case 0x1B: text += "\\e"
            case 0x07: text += "\\a"
            case 0x20..<0x7F: text.unicodeScalars.append(Unicode.Scalar(byte))
            default: text += "\\x" + String(byte, radix: 16)
            }
        }
        return text
    }
}

enum PixelTestDecoding {
    /// RFC 4648 base64 with padding; `nil` on anything else.
    static func base64Decode(_ text: some Collection<UInt8>) -> [UInt8]? {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var values: [UInt8: UInt32] = [:]
        for (index, character) in alphabet.enumerated() {
            values[character] = UInt32(index)
        }
        let bytes = Array(text)
        guard bytes.count % 4 == 0 else { return nil }
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let group = bytes[index..<(index + 4)]
            let padding = group.reversed().prefix { $0 == UInt8(ascii: "=") }.count
            guard padding <= 2, index + 4 == bytes.count || padding == 0 else { return nil }
            var word: UInt32 = 0
            for character in group.prefix(4 - padding) {
                guard let value = values[character] else { return nil }
                word = word << 6 | value
            }
            word <<= UInt32(6 * padding)
            let decoded = [UInt8(word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word)]
            output += decoded.prefix(3 - padding)
            index += 4
        }
        return output
    }

    /// A zlib stream inflated with zlib's `uncompress`, expecting `size` bytes.
    static func inflate(_ data: [UInt8], expectedSize size: Int) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: size + 1)
        var length = uLong(output.count)
        let status = output.withUnsafeMutableBufferPointer { target in
            data.withUnsafeBufferPointer { source in
                uncompress(target.baseAddress, &length, source.baseAddress, uLong(data.count))
            }
        }
        guard status == Z_OK, Int(length) == size else { return nil }
        return Array(output.prefix(size))
    }

    /// The pixels of a PNG file (8-bit RGB, not interlaced), checking the
    /// signature, chunk CRCs and that the file ends with IEND.
    static func decodePNG(_ file: [UInt8]) -> (width: Int, height: Int, pixels: [UInt8])? {
        guard file.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        var offset = 8
        var header: [UInt8] = []
        var data: [UInt8] = []
        var types: [String] = []
        while offset + 12 <= file.count {
            let length = Int(bigEndian(file, at: offset))
            guard offset + 12 + length <= file.count else { return nil }
            let typeAndData = Array(file[(offset + 4)..<(offset + 8 + length)])
            let type = String(decoding: typeAndData.prefix(4), as: UTF8.self)
            let crc = typeAndData.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
            guard crc == bigEndian(file, at: offset + 8 + length) else { return nil }
            types.append(type)
            if type == "IHDR" { header = Array(typeAndData.dropFirst(4)) }
            if type == "IDAT" { data += typeAndData.dropFirst(4) }
            offset += 12 + length
        }
        guard offset == file.count, types.first == "IHDR", types.last == "IEND", header.count == 13,
              Array(header[8...]) == [8, 2, 0, 0, 0]
        else { return nil }
        let width = Int(bigEndian(header, at: 0))
        let height = Int(bigEndian(header, at: 4))
        let stride = width * 3
        guard let raw = inflate(data, expectedSize: (stride + 1) * height) else { return nil }
        var pixels: [UInt8] = []
        var previous = [UInt8](repeating: 0, count: stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            var row = Array(raw[(y * (stride + 1) + 1)..<((y + 1) * (stride + 1))])
            for index in 0..<stride {
                let left = index >= 3 ? Int(row[index - 3]) : 0
                let up = Int(previous[index])
                let upperLeft = index >= 3 ? Int(previous[index - 3]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let estimate = left + up - upperLeft
                    let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - upperLeft))
                    predictor = a <= b && a <= c ? left : (b <= c ? up : upperLeft)
                default: return nil
                }
                row[index] = UInt8(truncatingIfNeeded: Int(row[index]) + predictor)
            }
            pixels += row
            previous = row
        }
        return (width, height, pixels)
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// A sixel sequence drawn by hand: the declared size, the palette (in
    /// percent) and each pixel's register. Expects what `SixelEncoder`
    /// writes: `ESC P q`, raster attributes, then colours and sixel data.
    struct Sixel {
        var width = 0
        var height = 0
        var palette: [Int: [Int]] = [:]
        var registers: [Int] = []
    }

    static func decodeSixel(_ bytes: [UInt8]) -> Sixel? {
        let prefix: [UInt8] = [0x1B, UInt8(ascii: "P"), UInt8(ascii: "q")]
        let suffix: [UInt8] = [0x1B, UInt8(ascii: "\\")]
        guard bytes.starts(with: prefix), bytes.suffix(2).elementsEqual(suffix) else { return nil }
        let body = Array(bytes[prefix.count..<(bytes.count - 2)])
        var sixel = Sixel()
        var index = 0
        func number() -> Int? {
            var value: Int?
            while index < body.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(body[index]) {
                value = (value ?? 0) * 10 + Int(body[index] - UInt8(ascii: "0"))
                index += 1
            }
            return value
        }
        func numbers() -> [Int] {
            var values: [Int] = []
            while let value = number() {
                values.append(value)
                guard index < body.count, body[index] == UInt8(ascii: ";") else { break }
                index += 1
            }
            return values
        }
        guard body.first == UInt8(ascii: "\"") else { return nil }
        index = 1
        let raster = numbers()
        guard raster.count == 4, raster[0] == 1, raster[1] == 1 else { return nil }
        sixel.width = raster[2]
        sixel.height = raster[3]
        sixel.registers = Array(repeating: -1, count: sixel.width * sixel.height)
        var color = 0
        var x = 0
        var band = 0
        func paint(_ pattern: UInt8, count: Int) -> Bool {
            for _ in 0..<count {
                for bit in 0..<6 where pattern & (1 << bit) != 0 {
                    let y = band * 6 + bit
                    guard x < sixel.width, y < sixel.height else { return false }
                    sixel.registers[y * sixel.width + x] = color
                }
                x += 1
            }
            return true
        }
        while index < body.count {
            let byte = body[index]
            index += 1
            switch byte {
            case UInt8(ascii: "#"):
                let values = numbers()
                guard let register = values.first else { return nil }
                if values.count == 5 {
                    guard values[1] == 2, values[2...].allSatisfy({ (0...100).contains($0) }) else { return nil }
                    sixel.palette[register] = Array(values[2...])
                } else {
                    guard values.count == 1, sixel.palette[register] != nil else { return nil }
                    color = register
                }
            case UInt8(ascii: "!"):
                guard let count = number(), index < body.count, (0x3F...0x7E).contains(body[index]) else { return nil }
                guard paint(body[index] - 0x3F, count: count) else { return nil }
                index += 1
            case UInt8(ascii: "$"):
                x = 0
            case UInt8(ascii: "-"):
                x = 0
                band += 1
            case 0x3F...0x7E:
                guard paint(byte - 0x3F, count: 1) else { return nil }
            default:
                return nil
            }
        }
        return sixel
    }

    /// The escape codes of a kitty graphics transmission: each one's control
    /// data and payload.
    static func kittyCommands(_ bytes: [UInt8]) -> [(control: String, payload: [UInt8])]? {
        var commands: [(String, [UInt8])] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index...].starts(with: [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")]) else { return nil }
            index += 3
            guard let end = (index..<(bytes.count - 1)).first(where: { bytes[$0] == 0x1B }), bytes[end + 1] == UInt8(ascii: "\\")
            else { return nil }
            let body = bytes[index..<end]
            if let separator = body.firstIndex(of: UInt8(ascii: ";")) {
                commands.append((String(decoding: body[..<separator], as: UTF8.self), Array(body[(separator + 1)...])))
            } else {
                commands.append((String(decoding: body, as: UTF8.self), []))
            }
            index = end + 2
        }
        return commands
    }
}

extension Array {
    /// The array's elements `count` times over.
    func repeated(_ count: Int) -> [Element] {
        (0..<count).flatMap { _ in self }
    }
}
