import Foundation
import Testing
@testable import MoviesData

struct TMDBConfigurationDTOTests {
    @Test func whenConfigurationDecoded_readsSecureBaseURLAndPosterSizes() throws {
        // given
        let json = """
        {"images":{"base_url":"http://image.tmdb.org/t/p/","secure_base_url":"https://image.tmdb.org/t/p/",
          "backdrop_sizes":["w300"],"poster_sizes":["w92","w500","original"]},"change_keys":["adult"]}
        """

        // when
        let configuration = try JSONDecoder().decode(TMDBConfigurationDTO.self, from: Data(json.utf8))

        // then
        #expect(configuration.images.secureBaseURL == "https://image.tmdb.org/t/p/")
        #expect(configuration.images.posterSizes == ["w92", "w500", "original"])
    }

    @Test func whenSecureBaseURLIsMissing_decodingFails() {
        // given
        let json = #"{"images":{"base_url":"http://image.tmdb.org/t/p/"}}"#

        // when / then
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(TMDBConfigurationDTO.self, from: Data(json.utf8))
        }
    }
}
