import Foundation

@MainActor final class DetailsInteractor {
    private let showService: ShowService

    init(showService: ShowService) {
        self.showService = showService
    }
}

// MARK: - DetailsInteractorInterface

extension DetailsInteractor: DetailsInteractorInterface {
    func getShow(id: String) async throws -> Show {
        try await showService.show(id: id)
    }

    func getEpisodes(showId: String) async throws -> [Episode] {
        try await showService.episodes(showId: showId).sorted { ($0.season, $0.number) < ($1.season, $1.number) }
    }
}
