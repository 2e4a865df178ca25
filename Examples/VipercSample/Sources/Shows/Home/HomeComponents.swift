// Hand-written components of the Home module. The protocols they implement are generated from
// Home.viper.yaml when the package builds.

/// Stands in for a view controller, so that the sample builds on every platform.
public final class HomeView: HomeViewInterface {
    var presenter: HomeModuleInterface!
    private(set) var rows: [String] = []

    func reloadData() {
        rows = (0..<presenter.numberOfShows).map { presenter.title(at: $0) }
    }
}

final class HomePresenter: HomeModuleInterface {
    private weak var view: HomeViewInterface?
    private let interactor: HomeInteractorInput
    private let wireframe: HomeWireframeInput
    private var shows: [Show] = []

    init(view: HomeViewInterface, interactor: HomeInteractorInput, wireframe: HomeWireframeInput) {
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
    }

    var numberOfShows: Int { shows.count }

    func viewDidLoad() {
        shows = interactor.shows()
        view?.reloadData()
    }

    func title(at index: Int) -> String { shows[index].title }

    func showSelected(at index: Int) { wireframe.openDetails(id: shows[index].id) }
}

final class HomeInteractor: HomeInteractorInput {
    func shows() -> [Show] { ShowCatalog.all }
}

public final class HomeWireframe: HomeWireframeInput {
    /// The titles of the details screens opened, in order.
    public private(set) var shown: [String] = []

    /// Assembles the module: the view owns the presenter, which owns the interactor and the wireframe.
    public static func make() -> (view: HomeView, wireframe: HomeWireframe) {
        let view = HomeView()
        let wireframe = HomeWireframe()
        view.presenter = HomePresenter(view: view, interactor: HomeInteractor(), wireframe: wireframe)
        return (view, wireframe)
    }

    func openDetails(id: String) {
        let details = DetailsWireframe.make(id: id)
        details.presenter.viewDidLoad()
        shown.append(details.title)
    }
}

enum ShowCatalog {
    static let all = [Show(id: "1", title: "The Expanse"), Show(id: "2", title: "Severance")]
}
