import HeadlessUIKit

/// Assembles the Settings module.
@MainActor
enum SettingsBuilder {
  static func build(
    dependencies: AppDependencies, output: any SettingsModuleOutput
  ) -> UIViewController {
    let presenter = SettingsPresenter(
      interactor: dependencies.environment.settings, session: dependencies.environment.auth,
      output: output)
    let view = SettingsViewController(output: presenter)
    presenter.view = view
    dependencies.track(presenter, as: .presenter, anchor: view)
    return view
  }
}
