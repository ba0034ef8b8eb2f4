#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The built-in test set: six 2:3 pictures drawn from formulas, so the figure
/// can be re-taken anywhere without poster files (none are in the
/// repository, and the tool needs no network). Each stands for a kind of
/// poster the issue names: photographic, line art, text, dark, saturated,
/// and a face with a title band (smooth gradients next to hard edges).
enum GeneratedPictures {
    static let width = 400
    static let height = 600

    static func all() -> [TestPicture] {
        [photographic(), lineArt(), text(), dark(), saturated(), face()]
    }

    /// A landscape at dusk: sky gradient, clouds, a sun with its glow, two
    /// mountain ridges, a tree, and a textured meadow (fine detail below the
    /// cell size, like film grain and foliage).
    static func photographic() -> TestPicture {
        let noise = ValueNoise(seed: 1)
        let ridges = ValueNoise(seed: 2)
        let grass = ValueNoise(seed: 3)
        return PictureCanvas.render(name: "photographic", width: width, height: height, samples: 2) { x, y in
            let u = x / Double(width)
            let v = y / Double(height)
            var color = Shade(0.12, 0.20, 0.48).mixed(with: Shade(0.98, 0.64, 0.36), by: Shade.smoothstep(0.05, 0.55, v))
            let cloud = Shade.smoothstep(0.55, 0.75, noise.fractal(u * 5, v * 12, octaves: 5)) * (1 - Shade.smoothstep(0.3, 0.45, v))
            color = color.mixed(with: Shade(0.95, 0.74, 0.78), by: cloud * 0.8)
            let sun = ((u - 0.66) * (u - 0.66) + (v - 0.40) * (v - 0.40) * 2.25).squareRoot()
            color = color.mixed(with: Shade(1, 0.85, 0.6), by: exp(-sun * 9) * 0.5)
            color = color.mixed(with: Shade(1, 0.96, 0.84), by: 1 - Shade.smoothstep(0.055, 0.06, sun))
            let farRidge = 0.46 + 0.12 * (ridges.fractal(u * 3, 0.5, octaves: 5) - 0.5)
            if v > farRidge {
                color = Shade(0.50, 0.36, 0.52).mixed(with: Shade(0.98, 0.64, 0.36), by: 0.25 * (1 - (v - farRidge) * 4))
            }
            let nearRidge = 0.58 + 0.2 * (ridges.fractal(u * 4 + 10, 3.5, octaves: 6) - 0.5)
            if v > nearRidge {
                color = Shade(0.20, 0.15, 0.26).lit(by: 0.7 + 0.6 * noise.fractal(u * 25, v * 25, octaves: 3))
            }
            let meadow = 0.76 + 0.015 * sin(u * 9)
            if v > meadow {
                let blades = grass.fractal(u * 90, v * 25, octaves: 3)
                color = Shade(0.22, 0.30, 0.10).mixed(with: Shade(0.55, 0.50, 0.18), by: blades)
                    .lit(by: 1.1 - 0.8 * (v - meadow))
            }
            // A tree: a trunk and a ragged crown.
            let crown = ((u - 0.22) * (u - 0.22) + (v - 0.60) * (v - 0.60) * 0.5).squareRoot()
                + 0.03 * (noise.fractal(u * 30, v * 20, octaves: 3) - 0.5)
            if crown < 0.11 {
                color = Shade(0.08, 0.20, 0.08).lit(by: 0.6 + 0.8 * grass.fractal(u * 40, v * 30, octaves: 2))
            } else if abs(u - 0.22) < 0.012, v > 0.62, v < meadow + 0.02 {
                color = Shade(0.18, 0.11, 0.06)
            }
            return color
        }
    }

    /// Black ink on paper: a frame, concentric circles with rays, a wave, a
    /// little house, hatching and cross-hatching, a red circle; lines one
    /// to two pixels wide, far thinner than a cell.
    static func lineArt() -> TestPicture {
        let paper = Shade(0.97, 0.96, 0.92)
        let ink = Shade(0.08, 0.08, 0.10)
        let red = Shade(0.80, 0.10, 0.10)
        let centre = (x: 200.0, y: 210.0)
        return PictureCanvas.render(name: "line art", width: width, height: height) { x, y in
            var black = 0.0
            func stroke(_ distance: Double, width: Double) -> Double {
                min(1, max(0, width / 2 + 0.5 - distance))
            }
            // The frame.
            let inset = 16.0
            let frame = min(abs(x - inset), abs(x - (Double(width) - inset)), abs(y - inset), abs(y - (Double(height) - inset)))
            if x > inset - 2, x < Double(width) - inset + 2, y > inset - 2, y < Double(height) - inset + 2 {
                black = max(black, stroke(frame, width: 2))
            }
            let dx = x - centre.x
            let dy = y - centre.y
            let radius = (dx * dx + dy * dy).squareRoot()
            for ring in stride(from: 30.0, through: 130, by: 25) {
                black = max(black, stroke(abs(radius - ring), width: 1.2))
            }
            if radius > 140, radius < 175 {
                let angle = atan2(dy, dx)
                let step = Double.pi / 12
                let nearest = (angle / step).rounded() * step
                black = max(black, stroke(abs(radius * sin(angle - nearest)), width: 1))
            }
            // A wave across the picture.
            let slope = 15.0 / 20 * cos(x / 20)
            black = max(black, stroke(abs(y - (380 + 15 * sin(x / 20))) / (1 + slope * slope).squareRoot(), width: 1.5))
            // Hatching below, crossed on the right.
            if x > 40, x < 360, y > 420, y < 560 {
                let spacing = 7.0
                let diagonal = (x + y) / 2.0.squareRoot()
                black = max(black, stroke(abs(diagonal - (diagonal / spacing).rounded() * spacing), width: 1))
                if x > 200 {
                    let other = (x - y) / 2.0.squareRoot()
                    black = max(black, stroke(abs(other - (other / spacing).rounded() * spacing), width: 1))
                }
            }
            var color = paper.mixed(with: ink, by: black)
            // A red circle over the rays, as a second ink.
            let redRing = (((x - 300) * (x - 300) + (y - 90) * (y - 90)).squareRoot() - 40).magnitude
            color = color.mixed(with: red, by: stroke(redRing, width: 2.5))
            return color
        }
    }

    /// A title poster: large letters over a dark red gradient, a tagline,
    /// credits, and small print finer than a cell.
    static func text() -> TestPicture {
        let lines: [(text: BitmapText, color: Shade)] = [
            (BitmapText("THE LAST", centredIn: width, top: 60, scale: 8), Shade(0.98, 0.90, 0.70)),
            (BitmapText("FRAME", centredIn: width, top: 140, scale: 12), Shade(0.98, 0.90, 0.70)),
            (BitmapText("ONE NIGHT ONLY", centredIn: width, top: 270, scale: 4), Shade(0.95, 0.60, 0.25)),
            (BitmapText("A FILM BY ANNA LEE", centredIn: width, top: 400, scale: 3), Shade(0.80, 0.78, 0.76)),
            (BitmapText("MAX ROSS  JUNE PARK", centredIn: width, top: 440, scale: 3), Shade(0.80, 0.78, 0.76)),
            (BitmapText("MUSIC BY OTTO KAY", centredIn: width, top: 480, scale: 3), Shade(0.80, 0.78, 0.76)),
            (BitmapText("WRITTEN AND DIRECTED BY ANNA", centredIn: width, top: 540, scale: 2), Shade(0.70, 0.66, 0.64)),
        ]
        return PictureCanvas.render(name: "text", width: width, height: height) { x, y in
            let background = Shade(0.45, 0.05, 0.07).mixed(with: Shade(0.08, 0.01, 0.03), by: y / Double(height))
            for line in lines where line.text.covers(x: Int(x), y: Int(y)) {
                return line.color
            }
            return background
        }
    }

    /// A low-key night scene: near-black with grain, a dim warm window, a
    /// silhouette with a rim of light on the side facing it, two street lamps.
    static func dark() -> TestPicture {
        let grain = ValueNoise(seed: 4)
        return PictureCanvas.render(name: "dark", width: width, height: height, samples: 3) { x, y in
            var color = Shade(0.035, 0.035, 0.045).lit(by: 0.7 + 0.6 * grain.fractal(x / 3, y / 3, octaves: 2))
            // The window and its glow on the wall.
            let windowDistance = max(max(60 - x, x - 130, 0), max(120 - y, y - 260, 0))
            color = color.mixed(with: Shade(0.32, 0.22, 0.12), by: windowDistance == 0 ? 0.9 : 0.35 * exp(-windowDistance / 25))
            if windowDistance == 0, abs(x - 95) < 2 || abs(y - 190) < 2 {
                color = Shade(0.05, 0.04, 0.04)
            }
            // The lamps.
            for lamp in [(x: 330.0, y: 80.0), (x: 372.0, y: 150.0)] {
                let distance = ((x - lamp.x) * (x - lamp.x) + (y - lamp.y) * (y - lamp.y)).squareRoot()
                color = color.mixed(with: Shade(0.95, 0.82, 0.50), by: distance < 4 ? 1 : 0.5 * exp(-distance / 10))
            }
            // The figure: a head and shoulders, rim-lit from the left.
            let head = ((x - 250) * (x - 250) + (y - 250) * (y - 250) * 0.8).squareRoot() - 42
            let halfWidth = 70 + (y - 300) * 0.25
            let body = y > 300 ? abs(x - 250) - halfWidth : max(300 - y, abs(x - 250) - halfWidth)
            let edge = min(head, body)
            if edge < 0 {
                let facing = x < 250 ? Shade.smoothstep(-4, 0, edge) : 0
                color = Shade(0.015, 0.015, 0.02).mixed(with: Shade(0.50, 0.32, 0.16), by: facing)
            }
            // A faint floor.
            if y > 560 {
                color = color.mixed(with: Shade(0.07, 0.06, 0.06), by: 0.5)
            }
            return color
        }
    }

    /// Colour fields at full saturation: a hue sweep darkening downwards,
    /// four primary blocks under a magenta disc and a cyan ring, and
    /// concentric rings of alternating hues.
    static func saturated() -> TestPicture {
        PictureCanvas.render(name: "saturated", width: width, height: height, samples: 3) { x, y in
            if y < 200 {
                return Shade.hue(x / Double(width) * 360, value: 1 - 0.55 * y / 200)
            }
            if y < 420 {
                let blocks = [Shade(1, 0, 0), Shade(0, 0.8, 0.1), Shade(0.05, 0.1, 1), Shade(1, 0.9, 0)]
                var color = blocks[(x < 200 ? 0 : 1) + (y < 310 ? 0 : 2)]
                let distance = ((x - 200) * (x - 200) + (y - 310) * (y - 310)).squareRoot()
                if distance < 60 { color = Shade(0.95, 0, 0.85) }
                if abs(distance - 85) < 6 { color = Shade(0, 0.9, 0.95) }
                return color
            }
            let distance = ((x - 200) * (x - 200) + (y - 610) * (y - 610)).squareRoot()
            let ring = Int(distance / 18)
            let hues = [25.0, 275, 95, 345, 200, 50]
            return Shade.hue(hues[ring % hues.count], value: 0.95)
        }
    }

    /// A face lit from the upper left (smooth skin gradients, eyes, mouth,
    /// textured hair) on a teal background with soft bokeh, above a yellow
    /// title band with black letters: smooth and hard in one picture.
    static func face() -> TestPicture {
        let hair = ValueNoise(seed: 5)
        let bokeh = ValueNoise(seed: 6)
        let title = BitmapText("MIXED", centredIn: width, top: 515, scale: 10)
        return PictureCanvas.render(name: "face / mixed", width: width, height: height, samples: 3) { x, y in
            if y >= 490 {
                return title.covers(x: Int(x), y: Int(y)) ? Shade(0.05, 0.05, 0.05) : Shade(0.98, 0.80, 0.10)
            }
            var color = Shade(0.12, 0.38, 0.42).mixed(with: Shade(0.03, 0.08, 0.10), by: y / 490)
            let spots = Shade.smoothstep(0.62, 0.72, bokeh.value(x / 45, y / 45))
            color = color.mixed(with: Shade(0.55, 0.80, 0.75), by: spots * 0.35)
            // Shoulders.
            if y > 400, abs(x - 200) < 60 + (y - 400) * 1.6 {
                color = Shade(0.30, 0.12, 0.16).lit(by: 1 - (y - 400) / 200)
            }
            let nx = (x - 200) / 105
            let ny = (y - 255) / 140
            let radius = nx * nx + ny * ny
            let hairRadius = ((x - 200) / 122) * ((x - 200) / 122) + ((y - 235) / 162) * ((y - 235) / 162)
            if hairRadius < 1, radius >= 1 || y < 175 + 12 * sin(x / 25) {
                let strands = hair.fractal(x / 5, y / 40, octaves: 3)
                return Shade(0.22, 0.13, 0.07).lit(by: 0.5 + strands)
            }
            guard radius < 1 else { return color }
            let depth = (1 - radius).squareRoot()
            let light = max(0, -0.5 * nx - 0.4 * ny + 0.77 * depth)
            color = Shade(0.93, 0.72, 0.58).lit(by: 0.2 + 0.85 * light)
            for eye in [160.0, 240.0] {
                let white = ((x - eye) / 20) * ((x - eye) / 20) + ((y - 230) / 9) * ((y - 230) / 9)
                let iris = ((x - eye) * (x - eye) + (y - 230) * (y - 230)).squareRoot()
                if white < 1 { color = Shade(0.93, 0.92, 0.88) }
                if iris < 7.5 { color = Shade(0.30, 0.18, 0.08) }
                if iris < 3 { color = Shade(0.02, 0.02, 0.02) }
                if abs(y - (212 - 6 * cos((x - eye) / 14))) < 3, abs(x - eye) < 24 { color = Shade(0.18, 0.10, 0.06) }
            }
            let mouth = ((x - 200) / 34) * ((x - 200) / 34) + ((y - 330) / 9) * ((y - 330) / 9)
            if mouth < 1 { color = Shade(0.70, 0.22, 0.25) }
            // The shadow beside the nose.
            if abs(y - 285) < 28, x > 200, x < 214 {
                color = color.lit(by: 0.75)
            }
            return color
        }
    }
}
