/**
 * pcmemu's models: the rules of LogP and the postal model, BSP, H-PRAM and D-BSP as the API a
 * program sees (docs/models.md). A program implements one of {@link
 * org.pcmemu.models.logp.LogPProgram}, {@link org.pcmemu.models.bsp.BspProgram}, {@link
 * org.pcmemu.models.hpram.HPramProgram} or {@link org.pcmemu.models.dbsp.DBspProgram} and is
 * run by the machine's {@code run} method; every package here is API.
 */
module org.pcmemu.models {
    requires transitive org.pcmemu.emulator;

    exports org.pcmemu.models;
    exports org.pcmemu.models.bsp;
    exports org.pcmemu.models.dbsp;
    exports org.pcmemu.models.hpram;
    exports org.pcmemu.models.locality;
    exports org.pcmemu.models.logp;
}
