package org.pcmemu.cli;

import java.util.List;
import picocli.CommandLine.ITypeConverter;

/**
 * The machine models {@code --model} accepts, each with the parameter options it takes besides
 * {@code --P}. To add a model: a constant here, its options in {@link ModelOptions}, and a case
 * in each {@code ModelOptions} factory method (the switches are exhaustive, so the compiler
 * points at every place).
 */
enum ModelKind {
    LOGP("logp", List.of("L", "o", "g")),
    POSTAL("postal", List.of("lambda"));

    private final String label;
    private final List<String> parameters;

    ModelKind(String label, List<String> parameters) {
        this.label = label;
        this.parameters = parameters;
    }

    String label() {
        return label;
    }

    /** The names of the options this model needs, besides P, in display order. */
    List<String> parameters() {
        return parameters;
    }

    /** Parses {@code --model}; the converter's message becomes a one-line usage error. */
    static final class Converter implements ITypeConverter<ModelKind> {
        @Override
        public ModelKind convert(String value) {
            return Labels.find(values(), ModelKind::label, value, "model");
        }
    }
}
