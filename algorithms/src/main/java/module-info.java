/**
 * pcmemu's algorithms: the papers' algorithms and baselines on the models, each with its analytic
 * bound and a check of its output (docs/algorithms.md). Every package is exported: the harness,
 * the benchmarks and a user's own comparisons call them.
 */
module org.pcmemu.algorithms {
    requires transitive org.pcmemu.models;
    requires org.agrona;  // primitive maps (ROOT's items by processor)
    requires JTransforms;   // the FFT's reference transform: automatic modules named by their jars
    requires JLargeArrays;  // its arrays

    exports org.pcmemu.algorithms.bsp.broadcast;
    exports org.pcmemu.algorithms.dbsp.broadcast;
    exports org.pcmemu.algorithms.fft;
    exports org.pcmemu.algorithms.hpram.broadcast;
    exports org.pcmemu.algorithms.locality;
    exports org.pcmemu.algorithms.logp;
    exports org.pcmemu.algorithms.logp.alltoall;
    exports org.pcmemu.algorithms.logp.broadcast;
    exports org.pcmemu.algorithms.logp.combining;
    exports org.pcmemu.algorithms.logp.kitem;
    exports org.pcmemu.algorithms.logp.summation;
}
