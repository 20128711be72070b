/// Turns posts into rows, and a row's tap into the module's output.
@MainActor
final class FeedPresenter {
  weak var view: (any FeedViewInput)?
  private let interactor: any FeedInteractorInput
  private weak var output: (any FeedModuleOutput)?

  init(interactor: any FeedInteractorInput, output: any FeedModuleOutput) {
    self.interactor = interactor
    self.output = output
  }
}

extension FeedPresenter: FeedViewOutput {
  func viewIsReady() {
    let rows = interactor.allPosts.map { FeedRowViewModel(postID: $0.id, title: $0.title) }
    view?.display(rows: rows, countText: interactor.countText)
  }

  func didSelectPost(id: Int) {
    output?.feedModule(didSelectPost: id)
  }
}
