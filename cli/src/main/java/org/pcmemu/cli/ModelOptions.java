package org.pcmemu.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.models.logp.LogP;
import picocli.CommandLine.Option;

/**
 * The machine a run emulates: {@code --model} and its parameters, shared by every {@code run}
 * subcommand as a picocli mixin. Ranges (P >= 1, L >= 0, lambda >= 1, ...) are checked by the
 * models themselves, whose {@link InvalidParameterException} messages name the parameter; this
 * class only checks which options a model needs.
 */
final class ModelOptions {
    @Option(names = "--model", paramLabel = "MODEL", defaultValue = "logp", converter = ModelKind.Converter.class,
            description = "Machine model: logp (needs --L, --o, --g) or postal (needs --lambda). Default: ${DEFAULT-VALUE}.")
    ModelKind model;

    /* Checked here rather than by picocli, so that a mistyped option is reported before it. */
    @Option(names = "--P", paramLabel = "N", description = "Processors, at least 1 (required).")
    Integer processors;

    @Option(names = "--L", paramLabel = "CYCLES", description = "LogP latency, at least 0.")
    Long latency;

    @Option(names = "--o", paramLabel = "CYCLES", description = "LogP overhead of a send or receive, at least 0.")
    Long overhead;

    @Option(names = "--g", paramLabel = "CYCLES", description = "LogP gap between sends (or receives), at least 0.")
    Long gap;

    @Option(names = "--lambda", paramLabel = "CYCLES",
            description = "Postal latency, at least 1 (postal = LogP with L = lambda, o = 0, g = 1).")
    Long lambda;

    /** The LogP machine of {@code --model logp} or {@code postal}; model parameters validated by LogP. */
    LogP logP() {
        requireExactParameters();
        return switch (model) {
            case LOGP -> new LogP(processors, latency, overhead, gap);
            case POSTAL -> LogP.postal(processors, lambda);
        };
    }

    /** The model's name and parameters as the user gave them, P first. */
    ModelParameters parameters() {
        Map<String, Long> values = new LinkedHashMap<>();
        values.put("P", processors.longValue());
        Map<String, Long> given = given();
        for (String name : model.parameters()) {
            values.put(name, given.get(name));
        }
        return new ModelParameters(model.label(), values);
    }

    /* Every option the model needs is given, and no option of another model. */
    private void requireExactParameters() {
        Map<String, Long> given = given();
        List<String> missing = new ArrayList<>();
        if (processors == null) {
            missing.add("--P");
        }
        for (String name : model.parameters()) {
            if (!given.containsKey(name)) {
                missing.add("--" + name);
            }
        }
        if (!missing.isEmpty()) {
            throw new InvalidParameterException("missing " + String.join(", ", missing) + ": the "
                    + model.label() + " model needs " + optionList(model));
        }
        for (String name : given.keySet()) {
            if (!model.parameters().contains(name)) {
                throw new InvalidParameterException("--" + name + " does not apply to the " + model.label()
                        + " model, which takes " + optionList(model));
            }
        }
    }

    private Map<String, Long> given() {
        Map<String, Long> given = new LinkedHashMap<>();
        putIfGiven(given, "L", latency);
        putIfGiven(given, "o", overhead);
        putIfGiven(given, "g", gap);
        putIfGiven(given, "lambda", lambda);
        return given;
    }

    private static void putIfGiven(Map<String, Long> into, String name, Long value) {
        if (value != null) {
            into.put(name, value);
        }
    }

    private static String optionList(ModelKind kind) {
        List<String> names = new ArrayList<>(List.of("--P"));
        kind.parameters().forEach(n -> names.add("--" + n));
        return String.join(", ", names);
    }
}
