/// Every widget type of SkinUI, in one list: what lint, the JSON Schema and tests enumerate when
/// they ask which types, properties and skin keys exist (each type's own `declarations`).
public enum WidgetCatalog {
    public static let types: [View.Type] = [
        View.self, Label.self, Button.self, Switch.self, Slider.self, ProgressBar.self, SegmentedControl.self,
        TextField.self, ImageView.self, Card.self, AppearanceCard.self, NavigationBar.self, TabBar.self, StackView.self, WrappingLabel.self,
        Checkbox.self, RadioGroup.self, Stepper.self, Badge.self, ActivityIndicator.self, PageControl.self, Banner.self, Toolbar.self,
        TableView.self, AlertView.self, SearchBar.self,
    ]

    /// Style property names a type accepts: each declared property, and its per-state forms
    /// (`titleColor.highlighted`) for the states the type can show.
    public static func styleProperties(of type: View.Type) -> Set<String> {
        var names: Set<String> = []
        for declaration in type.declarations.list {
            for state in ControlState.allCases where state == .normal || type.controlStates.contains(state) {
                names.insert(declaration.property.forState(state).name)
            }
        }
        return names
    }
}
