import CTurboJPEG
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns JPEG bytes into RGB pixels with libjpeg-turbo's TurboJPEG API.
///
/// Any bytes may be passed: failures are thrown, never trapped, and the
/// dimensions are checked against `maximumPixelCount` before any pixel memory
/// is allocated, so a tiny file announcing a gigantic picture costs nothing.
/// Each call uses its own decoder handle, so one decoder may be used from many
/// tasks at once.
public struct JPEGDecoder: Sendable {
    /// 4096 × 4096 pixels: far beyond any poster, small enough (48 MiB of RGB)
    /// that a hostile header cannot exhaust memory.
    public static let defaultMaximumPixelCount = 4096 * 4096

    /// The largest `width * height` accepted.
    public let maximumPixelCount: Int

    public init(maximumPixelCount: Int = JPEGDecoder.defaultMaximumPixelCount) {
        self.maximumPixelCount = max(0, maximumPixelCount)
    }

    /// Decodes a whole JPEG file.
    ///
    /// A file the decoder could finish with only a warning (such as one cut
    /// short, whose missing rows come out grey) still counts as decoded.
    /// - Throws: `JPEGDecodingError`.
    public func decode(_ data: Data) throws(JPEGDecodingError) -> RGBImage {
        guard !data.isEmpty else { throw .empty }
        guard let handle = tjInitDecompress() else { throw .decoderUnavailable }
        defer { tjDestroy(handle) }
        let result = data.withUnsafeBytes { raw -> Result<RGBImage, JPEGDecodingError> in
            guard let bytes = raw.bindMemory(to: UInt8.self).baseAddress else { return .failure(.empty) }
            return decode(bytes, count: raw.count, handle: handle)
        }
        return try result.get()
    }

    private func decode(_ bytes: UnsafePointer<UInt8>, count: Int, handle: tjhandle) -> Result<RGBImage, JPEGDecodingError> {
        let size = UInt(count)
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        guard tjDecompressHeader3(handle, bytes, size, &width, &height, &subsampling, &colorspace) == 0 else {
            return .failure(.unreadableHeader(detail: Self.message(from: handle)))
        }
        guard width > 0, height > 0 else {
            return .failure(.unreadableHeader(detail: "the header gives no size"))
        }
        let pixelCount = Int(width) * Int(height)
        guard pixelCount <= maximumPixelCount else {
            return .failure(.tooLarge(width: Int(width), height: Int(height), maximumPixelCount: maximumPixelCount))
        }
        var pixels = [UInt8](repeating: 0, count: pixelCount * RGBImage.bytesPerPixel)
        let status = pixels.withUnsafeMutableBufferPointer { buffer in
            // A pitch of 0 means tightly packed rows. Limiting progressive scans
            // stops a crafted file from making the decoder spin.
            tjDecompress2(handle, bytes, size, buffer.baseAddress, width, 0, height, Int32(TJPF_RGB.rawValue), TJFLAG_LIMITSCANS)
        }
        if status != 0, tjGetErrorCode(handle) != Int32(TJERR_WARNING.rawValue) {
            return .failure(.corruptData(detail: Self.message(from: handle)))
        }
        return .success(RGBImage(unchecked: Int(width), height: Int(height), pixels: pixels))
    }

    /// The decoder's last message as printable ASCII: it may quote bytes of the file.
    private static func message(from handle: tjhandle) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "no reason given" }
        let printable = String(cString: text).unicodeScalars
            .filter { $0.value >= 0x20 && $0.value < 0x7F }
            .prefix(200)
        let message = String(String.UnicodeScalarView(printable))
        return message.isEmpty ? "no reason given" : message
    }
}
