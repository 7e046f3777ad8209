package org.pcmemu.harness;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pcmemu.emulator.InvalidParameterException;

/**
 * The machine models, each with the parameters it takes and their defaults. Every model's
 * processor count is called {@code P} (the BSP notes write p; {@code --p} is an alias on the
 * command line). The defaults are the papers' examples: the LogP paper's Figure 3 machine
 * (L = 6, o = 2, g = 4), a postal latency of 6, LogGP as that machine with G = 0 (no paper gives a
 * G in its cycles, so a LogGP machine charges for sizes only when given one: {@code --G}), the BSP
 * broadcasting notes' g = 1, L = 8, and the hypercube's latency log k of Juurlink et al.
 * (section 2) with a bandwidth of one cycle a word. On logp, postal and loggp, {@code capacity}
 * defaults to enforce and {@code receive} to at-call; loggp's {@code O} (LogGOPS) to 0.
 * To add a model: a constant here, its construction in {@link Machine}, and a case in each
 * exhaustive switch on it (the compiler points at every place).
 */
public enum ModelKind {
    LOGP("logp", List.of("L", "o", "g"), List.of("capacity", "receive"), "L", "6", "o", "2", "g", "4"),
    POSTAL("postal", List.of("lambda"), List.of("capacity", "receive"), "lambda", "6"),
    LOGGP("loggp", List.of("L", "o", "g", "G"), List.of("O", "capacity", "receive"), "L", "6", "o", "2", "g", "4", "G",
            "0"),
    BSP("bsp", List.of("g", "L"), List.of("cost"), "g", "1", "L", "8"),
    HPRAM("hpram", List.of("latency"), List.of(), "latency", "log k"),
    DBSP("dbsp", List.of("latency", "bandwidth"), List.of(), "latency", "log k", "bandwidth", "1");

    /** The processor count's name in output, files and machine labels, on every model. */
    public static final String PROCESSORS = "P";

    private final String label;
    private final List<String> required;
    private final List<String> optional;
    private final Map<String, String> defaults;

    ModelKind(String label, List<String> required, List<String> optional, String... defaults) {
        this.label = label;
        this.required = required;
        this.optional = optional;
        Map<String, String> d = new LinkedHashMap<>();
        for (int i = 0; i < defaults.length; i += 2) {
            d.put(defaults[i], defaults[i + 1]);
        }
        this.defaults = java.util.Collections.unmodifiableMap(d);
    }

    public String label() {
        return label;
    }

    /**
     * Whether a message's latency is an upper bound that a latency spread may shorten
     * ({@code --latency-spread}): logp, postal and loggp; BSP, H-PRAM and D-BSP price whole
     * supersteps and have none to vary.
     */
    public boolean hasLatency() {
        return this == LOGP || this == POSTAL || this == LOGGP;
    }

    /** The processor count's name: "P" on every model. */
    public String processors() {
        return PROCESSORS;
    }

    /**
     * The value of each parameter of {@link #required()} when none is given (the papers'
     * examples, see the class comment), in display order.
     */
    public Map<String, String> defaults() {
        return defaults;
    }

    /** "L=6, o=2, g=4": the defaults as help shows them. */
    public String defaultsText() {
        List<String> out = new ArrayList<>();
        defaults.forEach((k, v) -> out.add(k + "=" + v));
        return String.join(", ", out);
    }

    /** The parameters this model's machine is described by, besides the processor count, in display order. */
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

    /** The options this model needs, processor count first: "--P, --g, --L". */
    public String neededOptions() {
        List<String> names = new ArrayList<>(List.of("--" + PROCESSORS));
        required.forEach(n -> names.add("--" + n));
        return String.join(", ", names);
    }

    /** Every option this model takes, processor count first: "--P, --g, --L, --cost". */
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
        throw new InvalidParameterException("unknown model '" + label + "'" + Suggestions.didYouMean(wanted, known)
                + " (known: " + String.join(", ", known) + ")");
    }
}
