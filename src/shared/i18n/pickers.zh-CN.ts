// Texts of the shared date and time fields (Fluent's calendar in Chinese).
const months = ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'];

export const pickersText = {
  calendar: {
    months,
    shortMonths: months.map((_, i) => `${i + 1}月`),
    days: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
    shortDays: ['日', '一', '二', '三', '四', '五', '六'],
    goToToday: '今天',
    prevMonthAriaLabel: '上个月',
    nextMonthAriaLabel: '下个月',
    prevYearAriaLabel: '上一年',
    nextYearAriaLabel: '下一年',
    prevYearRangeAriaLabel: '上一个年份区间',
    nextYearRangeAriaLabel: '下一个年份区间',
    monthPickerHeaderAriaLabel: '{0}，点击选择年份',
    yearPickerHeaderAriaLabel: '{0}，点击选择月份',
    closeButtonAriaLabel: '关闭',
    weekNumberFormatString: '第 {0} 周',
    selectedDateFormatString: '已选 {0}',
    todayDateFormatString: '今天 {0}',
    dayMarkedAriaLabel: '已标记',
  },
  datePlaceholder: '选择或输入日期',
  timePlaceholder: '选择或输入时间',
  badDate: '日期无法识别，请按“2026-03-01”的格式输入或在日历中选择',
  badTime: '时间无法识别，请按 24 小时制“08:30”的格式输入或在列表中选择',
  openCalendar: '打开日历',
};
