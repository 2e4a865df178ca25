// Created by viperc from articles/Articles.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import Foundation

@MainActor final class ArticlesInteractor {
    weak var output: ArticlesInteractorOutput?
    private let articlesRepository: ArticlesRepository

    init(articlesRepository: ArticlesRepository) {
        self.articlesRepository = articlesRepository
    }
}

// MARK: - ArticlesInteractorInput

extension ArticlesInteractor: ArticlesInteractorInput {
    func findArticles() {}
}
