/// Sixel pictures: a DCS sequence (`ESC P q … ESC \`) that draws the
/// picture pixel for pixel from the cursor's cell, six rows of pixels at a
/// time, in up to 256 colour registers.
///
/// The output declares its size and a 1:1 pixel shape (`"1;1;W;H`), defines
/// the palette (`#n;2;r;g;b`, in percent), then for each band of six rows
/// draws one colour at a time (`#n` and its sixels, `$` back to the band's
/// start), runs of a repeated sixel shortened (`!count`), and `-` between
/// bands. Payload bytes are all printable ASCII.
public enum SixelEncoder {
    /// A picture resized to `targetWidth` × `targetHeight` pixels (the size
    /// it should take on screen), reduced to at most `maximumColors`
    /// colours, as a sixel sequence.
    /// - Parameters:
    ///   - width: Width in pixels.
    ///   - height: Height in pixels.
    ///   - pixels: `width * height` red, green, blue triples, row by row from the top-left.
    ///   - targetWidth: Width drawn, in pixels.
    ///   - targetHeight: Height drawn, in pixels.
    ///   - maximumColors: Colour registers to use, clamped to 1...256.
    /// - Returns: The sequence; empty when a size is zero, above `PNGEncoder`'s limits, or
    ///   `pixels` does not match its size.
    public static func encode(
        width: Int,
        height: Int,
        pixels: [UInt8],
        toWidth targetWidth: Int,
        height targetHeight: Int,
        maximumColors: Int = 256
    ) -> [UInt8] {
        let resized = SixelResampler.resize(width: width, height: height, pixels: pixels, toWidth: targetWidth, height: targetHeight)
        guard let quantized = SixelQuantizer.quantize(width: targetWidth, height: targetHeight, pixels: resized, maximumColors: maximumColors)
        else { return [] }
        return encode(width: targetWidth, height: targetHeight, quantized: quantized)
    }

    /// A picture already reduced to a palette, as a sixel sequence; empty
    /// when the indices do not match the size or name colours the palette
    /// lacks.
    public static func encode(width: Int, height: Int, quantized: SixelQuantizer.Result) -> [UInt8] {
        let colorCount = quantized.colorCount
        guard PNGEncoder.pixelCount(width: width, height: height) == quantized.indices.count,
              (1...256).contains(colorCount), quantized.palette.count == colorCount * 3,
              quantized.indices.allSatisfy({ Int($0) < colorCount })
        else { return [] }
        var output = SixelOutput()
        output.appendASCII("\u{1B}Pq\"1;1;\(width);\(height)")
        for color in 0..<colorCount {
            let percent = (0..<3).map { (Int(quantized.palette[color * 3 + $0]) * 100 + 127) / 255 }
            output.appendASCII("#\(color);2;\(percent[0]);\(percent[1]);\(percent[2])")
        }
        var band = SixelBand(width: width, colorCount: colorCount)
        let bandCount = (height + 5) / 6
        for bandIndex in 0..<bandCount {
            let top = bandIndex * 6
            band.fill(from: quantized.indices, top: top, rows: min(6, height - top))
            band.write(to: &output)
            if bandIndex < bandCount - 1 {
                output.append(UInt8(ascii: "-"))
            }
        }
        output.appendASCII("\u{1B}\\")
        return output.bytes
    }
}
