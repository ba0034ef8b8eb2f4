import Foundation
import ImageDecoding

/// Real posters given on the command line: JPEG files (what TMDB serves),
/// each resampled in linear light to the 400×600 of the built-in set, so that
/// every picture meets both renderers at the same size.
enum PictureFiles {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func load(_ paths: [String]) throws(Failure) -> [TestPicture] {
        var pictures: [TestPicture] = []
        for path in paths {
            let url = URL(fileURLWithPath: path)
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw Failure(description: "\(path) could not be read")
            }
            let image: RGBImage
            do {
                image = try JPEGDecoder().decode(data)
            } catch {
                throw Failure(description: "\(path) is not a JPEG file this tool can read (\(error))")
            }
            let picture = TestPicture(name: url.lastPathComponent, width: image.width, height: image.height, pixels: image.pixels)
            pictures.append(LinearImage(picture)
                .areaAveraged(toWidth: GeneratedPictures.width, height: GeneratedPictures.height)
                .picture(named: picture.name))
        }
        return pictures
    }
}
