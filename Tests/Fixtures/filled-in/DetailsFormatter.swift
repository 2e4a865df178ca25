import Foundation

@MainActor final class DetailsFormatter {}

// MARK: - DetailsFormatterInterface

extension DetailsFormatter: DetailsFormatterInterface {
    func title(for episode: Episode) -> String {
        "S\(episode.season)E\(episode.number) \(episode.title)"
    }
}
