import Foundation

@MainActor final class DetailsPresenter {
    private unowned let view: DetailsViewInterface
    private let interactor: DetailsInteractorInterface
    private let wireframe: DetailsWireframeInterface
    private let formatter: DetailsFormatterInterface
    private let id: String
    private var episodes: [Episode] = []

    init(view: DetailsViewInterface, interactor: DetailsInteractorInterface, wireframe: DetailsWireframeInterface, formatter: DetailsFormatterInterface, id: String) {
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
        self.formatter = formatter
        self.id = id
    }
}

// MARK: - DetailsPresenterInterface

extension DetailsPresenter: DetailsPresenterInterface {
    var numberOfEpisodes: Int { episodes.count }

    func viewDidLoad() {
        Task {
            do {
                let show = try await interactor.getShow(id: id)
                episodes = try await interactor.getEpisodes(showId: id)
                view.setTitle(episodes.first.map { "\(show.title): \(formatter.title(for: $0))" } ?? show.title)
                view.reloadData()
            } catch {
                wireframe.navigateBack()
            }
        }
    }

    func episode(at index: Int) -> Episode {
        episodes[index]
    }

    func backTapped() {
        wireframe.navigateBack()
    }
}
