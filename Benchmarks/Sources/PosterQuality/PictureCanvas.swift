/// Makes a test picture from a function of the position: each pixel is the
/// mean, in linear light, of `samples` × `samples` points spread over it, so
/// hard edges come out anti-aliased as a camera or a scanner would give them.
enum PictureCanvas {
    static func render(
        name: String,
        width: Int,
        height: Int,
        samples: Int = 1,
        shade: (_ x: Double, _ y: Double) -> Shade
    ) -> TestPicture {
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        let count = Double(samples * samples)
        for y in 0..<height {
            for x in 0..<width {
                var red = 0.0, green = 0.0, blue = 0.0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let point = shade(
                            Double(x) + (Double(sx) + 0.5) / Double(samples),
                            Double(y) + (Double(sy) + 0.5) / Double(samples)
                        )
                        red += SRGB.linear(min(1, max(0, point.red)))
                        green += SRGB.linear(min(1, max(0, point.green)))
                        blue += SRGB.linear(min(1, max(0, point.blue)))
                    }
                }
                let offset = (y * width + x) * 3
                pixels[offset] = SRGB.byte(ofLinear: red / count)
                pixels[offset + 1] = SRGB.byte(ofLinear: green / count)
                pixels[offset + 2] = SRGB.byte(ofLinear: blue / count)
            }
        }
        return TestPicture(name: name, width: width, height: height, pixels: pixels)
    }
}
