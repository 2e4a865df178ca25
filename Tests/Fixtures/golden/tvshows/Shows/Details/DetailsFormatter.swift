// Created by viperc from tvshows/Details.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import Foundation

@MainActor final class DetailsFormatter {}

// MARK: - DetailsFormatterInterface

extension DetailsFormatter: DetailsFormatterInterface {
    func title(for episode: Episode) -> String {
        fatalError("'title' is not implemented yet")
    }
}
