/// What the small choice controls (checkbox, radio buttons, stepper) declare alike: the chosen
/// mark or usable button in `accent`, the others in `border`, the label in `text`.
enum ChoiceControl {
    static let declarations = View.declarations.adding([
        .part(.tintColor, "accent"), .color(.borderColor, "border"), .text(.textColor, "text"), .font(.font, "body"),
    ])
}
