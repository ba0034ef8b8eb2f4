import CTurboJPEG
import Foundation

/// JPEG files made by the tests themselves with libturbojpeg's encoder, so no
/// binary fixture has to be trusted or kept up to date.
public enum TestJPEG {
    /// Why a test picture could not be made.
    public struct EncodingError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Encodes RGB `pixels` (row-major, 3 bytes each) at `quality` 1–100,
    /// without chroma subsampling so colours survive nearly unchanged.
    public static func encode(width: Int, height: Int, pixels: [UInt8], quality: Int = 95) throws -> Data {
        guard pixels.count == width * height * 3 else {
            throw EncodingError(description: "\(pixels.count) bytes are not \(width)×\(height) RGB pixels")
        }
        guard let handle = tjInitCompress() else { throw EncodingError(description: "tjInitCompress failed") }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = pixels.withUnsafeBufferPointer { source in
            tjCompress2(
                handle, source.baseAddress, Int32(width), 0, Int32(height), Int32(TJPF_RGB.rawValue),
                &output, &size, Int32(TJSAMP_444.rawValue), Int32(quality), 0
            )
        }
        defer { tjFree(output) }
        guard status == 0, let output else {
            throw EncodingError(description: String(cString: tjGetErrorStr2(handle)))
        }
        return Data(bytes: output, count: Int(size))
    }

    /// RGB pixels of a picture whose red rises from left to right, green from
    /// top to bottom, and blue is fixed: every region has a predictable average.
    public static func gradientPixels(width: Int, height: Int, blue: UInt8 = 64) -> [UInt8] {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                pixels.append(UInt8(x * 255 / max(1, width - 1)))
                pixels.append(UInt8(y * 255 / max(1, height - 1)))
                pixels.append(blue)
            }
        }
        return pixels
    }

    /// A JPEG of `gradientPixels(width:height:)`.
    public static func gradient(width: Int, height: Int) throws -> Data {
        try encode(width: width, height: height, pixels: gradientPixels(width: width, height: height))
    }

    /// `jpeg` with the size in its frame header (SOF0) replaced, the rest left
    /// alone: a small file that claims to be a huge picture.
    public static func announcingSize(width: Int, height: Int, in jpeg: Data) throws -> Data {
        var bytes = [UInt8](jpeg)
        // FF C0, 2 length bytes, 1 precision byte, then height and width, big-endian.
        guard let marker = bytes.indices.dropLast(8).first(where: { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 }) else {
            throw EncodingError(description: "no baseline frame header")
        }
        bytes[marker + 5] = UInt8(height >> 8 & 0xFF)
        bytes[marker + 6] = UInt8(height & 0xFF)
        bytes[marker + 7] = UInt8(width >> 8 & 0xFF)
        bytes[marker + 8] = UInt8(width & 0xFF)
        return Data(bytes)
    }
}
