// 起步控件：一个不可见的“倒计时”控件。把它改成你自己的控件时，
// 先改 types（编辑器里显示什么积木），再改 CountdownWidget（积木执行时做什么）。
import {
  addCheck,
  addThisForMethods,
  emit,
  exportWidget,
  getSuperWidget,
  Logger,
  MethodBlockParam,
  NumberType,
  type Types,
  transformIcons,
  transformIconsExceptWidgetIcon,
} from "slightning-coco-widget";

const types: Types = {
  // 控件类型名：全大写加下划线，不要和别的控件重复
  type: "MY_COUNTDOWN_WIDGET",
  info: {
    title: "倒计时",
    icon: "icon-widget-timer",
    version: "0.1.0",
  },
  options: {
    visible: false,
    global: false,
  },
  properties: [["seconds", "时长（秒）", 10]],
  methods: [
    ["start", "开始", [MethodBlockParam.THIS, "开始倒计时"]],
    ["stop", "停止", [MethodBlockParam.THIS, "停止倒计时"]],
    ["getRemaining", "剩余秒数", [MethodBlockParam.THIS, "剩余秒数"], new NumberType()],
  ],
  events: [
    ["onTick", "每过一秒", [["remaining", "剩余秒数", new NumberType()]]],
    ["onFinish", "倒计时结束", []],
  ],
};

class CountdownWidget extends getSuperWidget(types) {
  // 属性值由编辑器在构造完成之后写到实例上：这里只声明类型，构造函数里也不要读取它
  declare seconds: number;

  private remaining: number;
  private timer: ReturnType<typeof setInterval> | null;
  private readonly logger: Logger;

  public constructor(props: object) {
    super(props);
    this.remaining = 0;
    this.timer = null;
    this.logger = new Logger(types, this);
  }

  public start(): void {
    this.stop();
    this.remaining = Math.max(0, Math.floor(this.seconds));
    this.logger.log(`开始倒计时：${this.remaining} 秒`);
    this.timer = setInterval(() => this.tick(), 1000);
  }

  public stop(): void {
    if (this.timer !== null) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  public getRemaining(): number {
    return this.remaining;
  }

  private tick(): void {
    this.remaining -= 1;
    emit.call(this, "onTick", this.remaining);
    if (this.remaining <= 0) {
      this.stop();
      emit.call(this, "onFinish");
    }
  }
}

exportWidget(types, CountdownWidget, {
  decorators: [
    // 方法积木都带上 THIS，addCheck 检查参数类型并报告错误，图标名在 Creation Project 中换成图片链接
    addThisForMethods,
    addCheck,
    { CoCo: transformIconsExceptWidgetIcon, CreationProject: transformIcons },
  ],
});
