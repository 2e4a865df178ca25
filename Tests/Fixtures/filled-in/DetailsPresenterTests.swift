import Foundation
import Testing

/// The Details presenter with viperc's mocks of its view, interactor, wireframe and formatter.
@MainActor struct DetailsPresenterTests {
    let view = DetailsViewInterfaceMock()
    let interactor = DetailsInteractorInterfaceMock()
    let wireframe = DetailsWireframeInterfaceMock()
    let formatter = DetailsFormatterInterfaceMock()
    let presenter: DetailsPresenter

    init() {
        presenter = DetailsPresenter(view: view, interactor: interactor, wireframe: wireframe, formatter: formatter, id: "42")
    }

    @Test func backTappedGoesBack() {
        presenter.backTapped()
        #expect(wireframe.navigateBackCallCount == 1)
    }

    @Test func viewDidLoadShowsTheShowAndItsEpisodes() async {
        interactor.getShowReturnValue = Show(id: "42", title: "Dark")
        interactor.getEpisodesReturnValue = [Episode(id: "1", title: "Secrets", season: 1, number: 1, airDate: nil)]
        formatter.titleReturnValue = "S1E1 Secrets"
        await withCheckedContinuation { loaded in
            view.reloadDataClosure = { loaded.resume() }
            presenter.viewDidLoad()
        }
        #expect(interactor.getShowReceivedArguments == "42")
        #expect(interactor.getEpisodesReceivedArguments == "42")
        #expect(view.setTitleReceivedArguments == "Dark: S1E1 Secrets")
        #expect(presenter.numberOfEpisodes == 1)
    }

    @Test func aFailedLoadGoesBack() async {
        interactor.getShowThrowableError = URLError(.notConnectedToInternet)
        await withCheckedContinuation { failed in
            wireframe.navigateBackClosure = { failed.resume() }
            presenter.viewDidLoad()
        }
        #expect(view.reloadDataCallCount == 0)
    }
}
