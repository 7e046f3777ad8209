package org.pcmemu.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.ITypeConverter;

/**
 * The machine models {@code --model} accepts, each with the name of its processor count (the
 * LogP papers write P, the BSP notes p; {@code --P} and {@code --p} are the same option) and the
 * parameter options it needs and may take. To add a model: a constant here, its options in
 * {@link ModelOptions}, and a case in each exhaustive switch on it (the compiler points at every
 * place).
 */
enum ModelKind {
    LOGP("logp", "P", List.of("L", "o", "g"), List.of()),
    POSTAL("postal", "P", List.of("lambda"), List.of()),
    BSP("bsp", "p", List.of("g", "L"), List.of("cost")),
    HPRAM("hpram", "p", List.of("latency"), List.of()),
    DBSP("dbsp", "p", List.of("latency", "bandwidth"), List.of());

    private final String label;
    private final String processors;
    private final List<String> required;
    private final List<String> optional;

    ModelKind(String label, String processors, List<String> required, List<String> optional) {
        this.label = label;
        this.processors = processors;
        this.required = required;
        this.optional = optional;
    }

    String label() {
        return label;
    }

    /** The processor count's name in this model's papers and in its output: "P" or "p". */
    String processors() {
        return processors;
    }

    /** The names of the options this model needs, besides the processor count, in display order. */
    List<String> required() {
        return required;
    }

    /** The names of the options this model takes but does not need (they have defaults). */
    List<String> optional() {
        return optional;
    }

    /** The options this model needs, processor count first: "--p, --g, --L". */
    String neededOptions() {
        List<String> names = new ArrayList<>(List.of("--" + processors));
        required.forEach(n -> names.add("--" + n));
        return String.join(", ", names);
    }

    /** Every option this model takes, processor count first: "--p, --g, --L, --cost". */
    String takenOptions() {
        List<String> names = new ArrayList<>(List.of(neededOptions()));
        optional.forEach(n -> names.add("--" + n));
        return String.join(", ", names);
    }

    /** Parses {@code --model}; the converter's message becomes a one-line usage error. */
    static final class Converter implements ITypeConverter<ModelKind> {
        @Override
        public ModelKind convert(String value) {
            return Labels.find(values(), ModelKind::label, value, "model");
        }
    }
}
