package org.pcmemu.cli;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.harness.Machine;
import org.pcmemu.harness.ModelKind;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.CostConvention;
import org.pcmemu.models.logp.CapacityMode;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.ReceiveRule;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;

/**
 * The machine a run emulates: {@code --model} and its parameters, or the same machine as one
 * {@code --machine} spec ({@code logp:L=6,o=2,g=4}, as compare and sweep write it), shared by
 * every {@code run} subcommand as a picocli mixin. A parameter not given takes the model's default
 * ({@link ModelKind#defaults()}). Ranges (P >= 1, L >= 0, lambda >= 1, ...) are checked by the
 * models themselves, whose {@link InvalidParameterException} messages name the parameter; this
 * class only checks which options a model takes.
 */
final class ModelOptions {
    /* --model, or the model of --machine once model() has read the spec. */
    @Option(names = "--model", paramLabel = "MODEL", converter = ModelOptions.ModelKindConverter.class,
            description = "Machine model: logp (--L, --o, --g; default L=6, o=2, g=4, the LogP paper's Figure 3),"
                    + " postal (--lambda; default 6), loggp (--L, --o, --g, --G, --O; default L=6, o=2, g=4, G=0,"
                    + " O=0), bsp (--g, --L, --cost; default g=1, L=8), hpram (--latency; default log k) or dbsp"
                    + " (--latency, --bandwidth; default log k, 1). Default: logp.")
    ModelKind model;

    @Option(names = "--machine", paramLabel = "SPEC",
            description = "The machine as compare and sweep write it, instead of --model and its options:"
                    + " MODEL:NAME=VALUE,... e.g. logp:L=6,o=2,g=4, postal:lambda=6, bsp:g=1,L=8,"
                    + " \"dbsp:latency=log k,bandwidth=1\".")
    String machineSpec;

    /* Checked here rather than by picocli, so that a mistyped option is reported before it. */
    @Option(names = {"--P", "--p"}, paramLabel = "N",
            description = "Processors, at least 1 (required). The LogP papers write P, the BSP notes p: either"
                    + " spelling, any model.")
    Integer processors;

    @Option(names = "--L", paramLabel = "CYCLES",
            description = "Latency, at least 0: LogP's network latency (default 6), or BSP's barrier cost"
                    + " (default 8).")
    Long latency;

    @Option(names = "--o", paramLabel = "CYCLES",
            description = "LogP overhead of a send or receive, at least 0 (default 2).")
    Long overhead;

    @Option(names = "--g", paramLabel = "CYCLES",
            description = "Gap, at least 0: LogP's gap between sends (or receives; default 4), or BSP's cycles per"
                    + " word of an h-relation (default 1).")
    Long gap;

    @Option(names = "--G", paramLabel = "CYCLES",
            description = "loggp: gap per byte, at least 0: a message of k bytes holds its sender's and its"
                    + " receiver's gap g + (k-1)G (LogGP; default 0).")
    Long gapPerByte;

    @Option(names = "--O", paramLabel = "CYCLES",
            description = "loggp: overhead per byte, at least 0: a message of k bytes costs its sender o + (k-1)O"
                    + " (LogGOPS; default 0).")
    Long overheadPerByte;

    @Option(names = "--lambda", paramLabel = "CYCLES",
            description = "Postal latency, at least 1 (postal = LogP with L = lambda, o = 0, g = 1; default 6).")
    Long lambda;

    @Option(names = "--cost", paramLabel = "CONVENTION", converter = CostConventionConverter.class,
            description = "BSP superstep price: max (w + max(L, h*g), the broadcasting notes) or sum (w + h*g + L,"
                    + " Valiant, BSPlib). Default: max.")
    CostConvention cost;

    @Option(names = "--capacity", paramLabel = "MODE", converter = CapacityModeConverter.class,
            description = "logp, postal, loggp: at most ceil(L/g) messages in transit to a processor. enforce: a send"
                    + " that would exceed it stalls until it fits (the LogP paper's rule); check: no stalls, excess"
                    + " reported; off: neither. Default: enforce.")
    CapacityMode capacity;

    @Option(names = "--receive", paramLabel = "RULE", converter = ReceiveRuleConverter.class,
            description = "logp, postal, loggp: when a processor pays a message's receive overhead. at-call: when"
                    + " the program calls receive() (the LogP papers); at-arrival: as soon as it arrives and the"
                    + " processor is free, before its next operation (LogGOPSim). Default: at-call.")
    ReceiveRule receive;

    @Option(names = "--latency", paramLabel = "FUNCTION",
            description = "hpram, dbsp: the latency function l(k) in cycles: log, log/loglog, log^2, sqrt, k^E, a"
                    + " whole number, or an expression in k such as \"sqrt(k)\" or \"1+log2(k)\" (rounded up)."
                    + " Default: log k.")
    String latencyFunction;

    @Option(names = "--bandwidth", paramLabel = "FUNCTION",
            description = "dbsp: the bandwidth inefficiency g(k) in cycles per word, written like --latency."
                    + " Default: 1.")
    String bandwidthFunction;

    private boolean specApplied;

    /** The model: --model, or --machine's, or logp. */
    ModelKind model() {
        applyMachine();
        if (model == null) {
            model = ModelKind.LOGP;
        }
        return model;
    }

    /*
     * --machine's model and parameters into the fields --model and its options would set; a
     * spec given with any of those is refused, and an algorithm parameter in it too (run takes
     * those as options).
     */
    private void applyMachine() {
        if (machineSpec == null || specApplied) {
            return;
        }
        specApplied = true;
        if (model != null || !given().isEmpty()) {
            throw new InvalidParameterException("--machine " + machineSpec + " names the model and its parameters;"
                    + " give either --machine or --model with its options, not both");
        }
        Machine.Given given = Machine.parseGiven(machineSpec, 1);
        if (!given.algorithmParameters().isEmpty()) {
            String name = given.algorithmParameters().keySet().iterator().next();
            throw new InvalidParameterException("--machine " + machineSpec + ": run takes an algorithm parameter as"
                    + " an option (--" + name + " " + given.algorithmParameters().get(name) + "), not in the spec");
        }
        model = given.machine().kind();
        Map<String, String> values = given.machine().parameters();
        boolean logP = model == ModelKind.LOGP || model == ModelKind.LOGGP;
        latency = number(values, logP || model == ModelKind.BSP ? "L" : null);
        overhead = number(values, logP ? "o" : null);
        gap = number(values, logP || model == ModelKind.BSP ? "g" : null);
        gapPerByte = number(values, model == ModelKind.LOGGP ? "G" : null);
        overheadPerByte = number(values, model == ModelKind.LOGGP ? "O" : null);
        lambda = number(values, model == ModelKind.POSTAL ? "lambda" : null);
        cost = values.containsKey("cost") ? new CostConventionConverter().convert(values.get("cost")) : null;
        capacity = values.containsKey("capacity") ? new CapacityModeConverter().convert(values.get("capacity")) : null;
        receive = values.containsKey("receive") ? new ReceiveRuleConverter().convert(values.get("receive")) : null;
        latencyFunction = model == ModelKind.HPRAM || model == ModelKind.DBSP ? values.get("latency") : null;
        bandwidthFunction = model == ModelKind.DBSP ? values.get("bandwidth") : null;
    }

    private static Long number(Map<String, String> values, String name) {
        if (name == null || !values.containsKey(name)) {
            return null;
        }
        String v = values.get(name).strip();
        try {
            return Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw new InvalidParameterException(name + " must be a whole number of cycles, got '" + v + "'");
        }
    }

    /** The LogP machine of {@code --model logp}, {@code postal} or {@code loggp}; parameters validated by LogP. */
    LogP logP() {
        requireExactParameters();
        return switch (model()) {
            case LOGP -> new LogP(processors, latency, overhead, gap, capacityMode()).withReceive(receiveRule());
            case POSTAL -> LogP.postal(processors, lambda, capacityMode()).withReceive(receiveRule());
            case LOGGP -> new LogP(processors, latency, overhead, gap, gapPerByte,
                    overheadPerByte == null ? 0 : overheadPerByte, capacityMode(), receiveRule());
            case BSP, HPRAM, DBSP -> throw new InvalidParameterException(
                    "this command runs on the logp, postal and loggp models, not on " + model().label());
        };
    }

    /** The BSP machine of {@code --model bsp}; model parameters validated by Bsp. */
    Bsp bsp() {
        requireExactParameters();
        return switch (model()) {
            case BSP -> new Bsp(processors, gap, latency, convention());
            case LOGP, POSTAL, LOGGP, HPRAM, DBSP ->
                    throw new IllegalStateException("the " + model().label() + " model is not BSP");
        };
    }

    /** The model's name and parameters as the run uses them, the processor count first. */
    NamedParameters parameters() {
        Map<String, Object> values = new LinkedHashMap<>();
        values.put(model().processors(), processors.longValue());
        Map<String, Object> given = withDefaults();
        for (String name : model().required()) {
            values.put(name, given.get(name));
        }
        if (model() == ModelKind.BSP) {
            values.put("cost", convention().label());
        }
        if (model() == ModelKind.LOGGP && overheadPerByte != null) {
            values.put("O", overheadPerByte);
        }
        if (model() == ModelKind.LOGP || model() == ModelKind.POSTAL || model() == ModelKind.LOGGP) {
            values.put("capacity", capacityMode().label());
            if (receive != null) { // shown when given: at-call, the default, is what every run did before
                values.put("receive", receive.label());
            }
        }
        return new NamedParameters(model().label(), values);
    }

    private CapacityMode capacityMode() {
        return capacity == null ? CapacityMode.ENFORCE : capacity;
    }

    private ReceiveRule receiveRule() {
        return receive == null ? ReceiveRule.AT_CALL : receive;
    }

    private CostConvention convention() {
        return cost == null ? CostConvention.MAX : cost;
    }

    /*
     * Every option the model needs is given, and no option it does not take; then, the machine
     * being known, a refusal if its P will not fit in the heap.
     */
    void requireExactParameters() {
        requireExactParameters(null);
    }

    /** The same, the heap counted by {@code problem}'s own figure where it has one (HeapCheck). */
    void requireExactParameters(String problem) {
        checkParameters();
        withDefaults();
        HeapCheck.check(problem, model, processors, Runtime.getRuntime().maxMemory());
    }

    /** The machine's parameters but P, as text, defaults filled in: a harness Machine's. */
    Map<String, String> machineValues() {
        Map<String, String> values = new LinkedHashMap<>();
        parameters().values().forEach((k, v) -> values.put(k, v.toString()));
        values.remove(ModelKind.PROCESSORS);
        return values;
    }

    private void checkParameters() {
        model();
        if (processors == null) {
            throw new InvalidParameterException("missing --P: the number of processors (e.g. --P 8)");
        }
        for (String name : given().keySet()) {
            if (!model().required().contains(name) && !model().optional().contains(name)) {
                throw new InvalidParameterException("--" + name + " does not apply to the " + model().label()
                        + " model, which takes " + model().takenOptions());
            }
        }
    }

    /* The given parameters, each one not given set to the model's default (ModelKind.defaults()). */
    private Map<String, Object> withDefaults() {
        Map<String, String> defaults = model().defaults();
        switch (model()) {
            case LOGP, LOGGP -> {
                latency = latency != null ? latency : Long.valueOf(defaults.get("L"));
                overhead = overhead != null ? overhead : Long.valueOf(defaults.get("o"));
                gap = gap != null ? gap : Long.valueOf(defaults.get("g"));
                if (model() == ModelKind.LOGGP) {
                    gapPerByte = gapPerByte != null ? gapPerByte : Long.valueOf(defaults.get("G"));
                }
            }
            case POSTAL -> lambda = lambda != null ? lambda : Long.valueOf(defaults.get("lambda"));
            case BSP -> {
                gap = gap != null ? gap : Long.valueOf(defaults.get("g"));
                latency = latency != null ? latency : Long.valueOf(defaults.get("L"));
            }
            case HPRAM -> latencyFunction = latencyFunction != null ? latencyFunction : defaults.get("latency");
            case DBSP -> {
                latencyFunction = latencyFunction != null ? latencyFunction : defaults.get("latency");
                bandwidthFunction = bandwidthFunction != null ? bandwidthFunction : defaults.get("bandwidth");
            }
        }
        return given();
    }

    private Map<String, Object> given() {
        Map<String, Object> given = new LinkedHashMap<>();
        putIfGiven(given, "L", latency);
        putIfGiven(given, "o", overhead);
        putIfGiven(given, "g", gap);
        putIfGiven(given, "G", gapPerByte);
        putIfGiven(given, "O", overheadPerByte);
        putIfGiven(given, "lambda", lambda);
        putIfGiven(given, "cost", cost == null ? null : cost.label());
        putIfGiven(given, "capacity", capacity == null ? null : capacity.label());
        putIfGiven(given, "receive", receive == null ? null : receive.label());
        putIfGiven(given, "latency", latencyFunction);
        putIfGiven(given, "bandwidth", bandwidthFunction);
        return given;
    }

    private static void putIfGiven(Map<String, Object> into, String name, Object value) {
        if (value != null) {
            into.put(name, value);
        }
    }

    /**
     * Leaves in {@code spec} only the model options of {@code models} (summation's help has no
     * --latency): the options of a model no algorithm of the command runs on are removed.
     */
    static void keepOnly(CommandSpec spec, Set<ModelKind> models) {
        Set<String> taken = new HashSet<>();
        models.forEach(m -> taken.addAll(m.parameters()));
        for (ModelKind m : ModelKind.values()) {
            for (String name : m.parameters()) {
                OptionSpec option = spec.findOption("--" + name);
                if (!taken.contains(name) && option != null) {
                    spec.remove(option);
                }
            }
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

    static final class ReceiveRuleConverter implements ITypeConverter<ReceiveRule> {
        @Override
        public ReceiveRule convert(String value) {
            return Labels.find(ReceiveRule.values(), ReceiveRule::label, value, "receive rule");
        }
    }

    static final class CostConventionConverter implements ITypeConverter<CostConvention> {
        @Override
        public CostConvention convert(String value) {
            return Labels.find(CostConvention.values(), CostConvention::label, value, "BSP cost convention");
        }
    }
}
