package org.pcmemu.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pcmemu.harness.ModelKind;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.CostConvention;
import org.pcmemu.models.logp.CapacityMode;
import org.pcmemu.models.logp.LogP;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The machine a run emulates: {@code --model} and its parameters, shared by every {@code run}
 * subcommand as a picocli mixin. Ranges (P >= 1, L >= 0, lambda >= 1, ...) are checked by the
 * models themselves, whose {@link InvalidParameterException} messages name the parameter; this
 * class only checks which options a model needs and takes.
 */
final class ModelOptions {
    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    @Option(names = "--model", paramLabel = "MODEL", defaultValue = "logp", converter = ModelOptions.ModelKindConverter.class,
            description = "Machine model: logp (needs --L, --o, --g), postal (needs --lambda), bsp (needs --g, --L;"
                    + " takes --cost), hpram (needs --latency) or dbsp (needs --latency, --bandwidth)."
                    + " Default: ${DEFAULT-VALUE}.")
    ModelKind model;

    /* Checked here rather than by picocli, so that a mistyped option is reported before it. */
    @Option(names = {"--P", "--p"}, paramLabel = "N",
            description = "Processors, at least 1 (required). The LogP papers write P, the BSP notes p: either"
                    + " spelling, any model.")
    Integer processors;

    @Option(names = "--L", paramLabel = "CYCLES",
            description = "Latency, at least 0: LogP's network latency, or BSP's barrier cost.")
    Long latency;

    @Option(names = "--o", paramLabel = "CYCLES", description = "LogP overhead of a send or receive, at least 0.")
    Long overhead;

    @Option(names = "--g", paramLabel = "CYCLES",
            description = "Gap, at least 0: LogP's gap between sends (or receives), or BSP's cycles per word of an"
                    + " h-relation.")
    Long gap;

    @Option(names = "--lambda", paramLabel = "CYCLES",
            description = "Postal latency, at least 1 (postal = LogP with L = lambda, o = 0, g = 1).")
    Long lambda;

    @Option(names = "--cost", paramLabel = "CONVENTION", converter = CostConventionConverter.class,
            description = "BSP superstep price: max (w + max(L, h*g), the broadcasting notes) or sum (w + h*g + L,"
                    + " Valiant, BSPlib). Default: max.")
    CostConvention cost;

    @Option(names = "--capacity", paramLabel = "MODE", converter = CapacityModeConverter.class,
            description = "logp, postal: at most ceil(L/g) messages in transit to a processor. enforce: a send"
                    + " that would exceed it stalls until it fits (the LogP paper's rule); check: no stalls, excess"
                    + " reported; off: neither. Default: enforce.")
    CapacityMode capacity;

    @Option(names = "--latency", paramLabel = "FUNCTION",
            description = "hpram, dbsp: the latency function l(k) in cycles: log, log/loglog, log^2, sqrt, k^E, a"
                    + " whole number, or an expression in k such as \"sqrt(k)\" or \"1+log2(k)\" (rounded up).")
    String latencyFunction;

    @Option(names = "--bandwidth", paramLabel = "FUNCTION",
            description = "dbsp: the bandwidth inefficiency g(k) in cycles per word, written like --latency.")
    String bandwidthFunction;

    /** The LogP machine of {@code --model logp} or {@code postal}; model parameters validated by LogP. */
    LogP logP() {
        requireExactParameters();
        return switch (model) {
            case LOGP -> new LogP(processors, latency, overhead, gap, capacityMode());
            case POSTAL -> LogP.postal(processors, lambda, capacityMode());
            case BSP, HPRAM, DBSP -> throw new InvalidParameterException(
                    "this command runs on the logp and postal models, not on " + model.label());
        };
    }

    /** The BSP machine of {@code --model bsp}; model parameters validated by Bsp. */
    Bsp bsp() {
        requireExactParameters();
        return switch (model) {
            case BSP -> new Bsp(processors, gap, latency, convention());
            case LOGP, POSTAL, HPRAM, DBSP ->
                    throw new IllegalStateException("the " + model.label() + " model is not BSP");
        };
    }

    /** The model's name and parameters as the run uses them, the processor count first. */
    NamedParameters parameters() {
        Map<String, Object> values = new LinkedHashMap<>();
        values.put(model.processors(), processors.longValue());
        Map<String, Object> given = given();
        for (String name : model.required()) {
            values.put(name, given.get(name));
        }
        if (model == ModelKind.BSP) {
            values.put("cost", convention().label());
        }
        if (model == ModelKind.LOGP || model == ModelKind.POSTAL) {
            values.put("capacity", capacityMode().label());
        }
        return new NamedParameters(model.label(), values);
    }

    private CapacityMode capacityMode() {
        return capacity == null ? CapacityMode.ENFORCE : capacity;
    }

    private CostConvention convention() {
        return cost == null ? CostConvention.MAX : cost;
    }

    /*
     * Every option the model needs is given, and no option it does not take; then, the machine
     * being known, a refusal if its P will not fit in the heap.
     */
    void requireExactParameters() {
        checkParameters();
        HeapCheck.check(model, processors, Runtime.getRuntime().maxMemory());
    }

    private void checkParameters() {
        Map<String, Object> given = given();
        List<String> missing = new ArrayList<>();
        if (processors == null) {
            missing.add("--" + model.processors());
        }
        for (String name : model.required()) {
            if (!given.containsKey(name)) {
                missing.add("--" + name);
            }
        }
        if (!missing.isEmpty()) {
            throw new InvalidParameterException("missing " + String.join(", ", missing) + ": the "
                    + model.label() + " model needs " + model.neededOptions());
        }
        for (String name : given.keySet()) {
            if (!model.required().contains(name) && !model.optional().contains(name)) {
                throw new InvalidParameterException("--" + name + " does not apply to the " + model.label()
                        + " model, which takes " + model.takenOptions());
            }
        }
    }

    private Map<String, Object> given() {
        Map<String, Object> given = new LinkedHashMap<>();
        putIfGiven(given, "L", latency);
        putIfGiven(given, "o", overhead);
        putIfGiven(given, "g", gap);
        putIfGiven(given, "lambda", lambda);
        putIfGiven(given, "cost", cost == null ? null : cost.label());
        putIfGiven(given, "capacity", capacity == null ? null : capacity.label());
        putIfGiven(given, "latency", latencyFunction);
        putIfGiven(given, "bandwidth", bandwidthFunction);
        return given;
    }

    private static void putIfGiven(Map<String, Object> into, String name, Object value) {
        if (value != null) {
            into.put(name, value);
        }
    }

    /** Parses {@code --model}; the converter's message becomes a one-line usage error. */
    static final class ModelKindConverter implements ITypeConverter<ModelKind> {
        @Override
        public ModelKind convert(String value) {
            return Labels.find(ModelKind.values(), ModelKind::label, value, "model");
        }
    }

    static final class CapacityModeConverter implements ITypeConverter<CapacityMode> {
        @Override
        public CapacityMode convert(String value) {
            return Labels.find(CapacityMode.values(), CapacityMode::label, value, "capacity mode");
        }
    }

    static final class CostConventionConverter implements ITypeConverter<CostConvention> {
        @Override
        public CostConvention convert(String value) {
            return Labels.find(CostConvention.values(), CostConvention::label, value, "BSP cost convention");
        }
    }
}
