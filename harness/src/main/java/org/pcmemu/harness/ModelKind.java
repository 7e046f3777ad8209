package org.pcmemu.harness;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.pcmemu.emulator.InvalidParameterException;

/**
 * The machine models, each with the name of its processor count (the LogP papers write P, the
 * BSP notes p) and the parameters it needs and may take. To add a model: a constant here, its
 * construction in {@link Machine}, and a case in each exhaustive switch on it (the compiler points
 * at every place).
 */
public enum ModelKind {
    LOGP("logp", "P", List.of("L", "o", "g"), List.of("capacity")),
    POSTAL("postal", "P", List.of("lambda"), List.of("capacity")),
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

    public String label() {
        return label;
    }

    /** The processor count's name in this model's papers and in its output: "P" or "p". */
    public String processors() {
        return processors;
    }

    /** The parameters this model needs, besides the processor count, in display order. */
    public List<String> required() {
        return required;
    }

    /** The parameters this model takes but does not need (they have defaults). */
    public List<String> optional() {
        return optional;
    }

    /** Every parameter this model takes besides the processor count. */
    public List<String> parameters() {
        List<String> all = new ArrayList<>(required);
        all.addAll(optional);
        return all;
    }

    /** The options this model needs, processor count first: "--p, --g, --L". */
    public String neededOptions() {
        List<String> names = new ArrayList<>(List.of("--" + processors));
        required.forEach(n -> names.add("--" + n));
        return String.join(", ", names);
    }

    /** Every option this model takes, processor count first: "--p, --g, --L, --cost". */
    public String takenOptions() {
        List<String> names = new ArrayList<>(List.of(neededOptions()));
        optional.forEach(n -> names.add("--" + n));
        return String.join(", ", names);
    }

    /** The model called {@code label} (case-insensitive). */
    public static ModelKind of(String label) {
        String wanted = label == null ? "" : label.strip().toLowerCase(Locale.ROOT);
        for (ModelKind k : values()) {
            if (k.label.equals(wanted)) {
                return k;
            }
        }
        List<String> known = new ArrayList<>();
        for (ModelKind k : values()) {
            known.add(k.label);
        }
        throw new InvalidParameterException("unknown model '" + label + "' (known: " + String.join(", ", known) + ")");
    }
}
